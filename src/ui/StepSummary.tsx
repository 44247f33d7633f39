import type { ReactNode } from 'react';

/** One line of a step's summary: a label and what was chosen (text, or the colour dots). */
export interface SummaryItem {
  label: string;
  value: ReactNode;
}

/**
 * The end of a wizard step's form: what was chosen, then Back and the submit button (which
 * says it is busy while the request runs). The wizard's site step and a package's launch share it.
 */
export function StepSummary(props: {
  items: SummaryItem[];
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
}) {
  return (
    <>
      <dl className="summary">
        {props.items.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>
              <bdi>{s.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={props.onBack}>
          {props.backLabel}
        </button>
        <button type="submit" className="btn" disabled={props.busy} aria-busy={props.busy}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
    </>
  );
}
