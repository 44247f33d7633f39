/**
 * A design step's two actions: a link back (or out), and the button that moves on, which the
 * step's own hint describes while it is disabled (`describedBy`).
 */
export function StepActions(props: {
  backHref: string;
  backLabel: string;
  nextLabel: string;
  disabled: boolean;
  describedBy: string | undefined;
  onNext: () => void;
}) {
  return (
    <>
      <a className="btn btn-ghost" href={props.backHref}>
        {props.backLabel}
      </a>
      <button
        type="button"
        className="btn"
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onClick={props.onNext}
      >
        {props.nextLabel}
      </button>
    </>
  );
}
