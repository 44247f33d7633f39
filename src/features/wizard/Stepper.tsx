import type { Translate } from '~/shared/messageKey';

/** The wizard's order (steps.ts): market, its package, template and colours, site name, payment. */
export const STEPS = [
  'wizard.step.country',
  'wizard.step.package',
  'wizard.step.template',
  'wizard.step.info',
  'wizard.step.pay',
] as const;

/** Site creation steps (spec §2): where the merchant is, announced to screen readers. */
export function Stepper({ current, t }: { current: 0 | 1 | 2 | 3 | 4; t: Translate }) {
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="stepper">
      <ol>
        {STEPS.map((key, i) => (
          <li
            key={key}
            data-state={i < current ? 'done' : i === current ? 'current' : 'todo'}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="stepper-dot" aria-hidden="true">
              {i < current ? '✓' : i + 1}
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
