import type { StepId, StepState } from './created';
import type { Translate } from '~/shared/messageKey';

/** Payment received → site generated → operations account → live, each with its state in words. */
export function ProgressSteps({ steps, t }: { steps: { id: StepId; state: StepState }[]; t: Translate }) {
  return (
    <ol className="created-steps" aria-label={t('created.ui.progress')}>
      {steps.map((s) => (
        <li
          key={s.id}
          className={`created-step is-${s.state}`}
          aria-current={s.state === 'current' || s.state === 'waiting' || s.state === 'partial' ? 'step' : undefined}
        >
          <span className="created-step-mark" aria-hidden="true">
            {s.state === 'done' ? '✓' : s.state === 'failed' ? '!' : ''}
          </span>
          <span className="created-step-text">
            <span className="created-step-name">{t(`created.ui.step.${s.id}`)}</span>
            <span className="created-step-state">{t(`created.ui.state.${s.state}`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
