import { FormattedMessage, useIntl } from 'react-intl';
import { GUIDED_STEPS, type GuidedStep } from './links';
import styles from './Guided.module.css';

/** Where the visitor is in the guided search: choose a domain, refine the need, see the providers. */
export function GuidedSteps({ current }: { current: GuidedStep }) {
  const intl = useIntl();
  return (
    <nav className={styles.steps} aria-label={intl.formatMessage({ id: 'guided.steps.label' })}>
      <ol>
        {GUIDED_STEPS.map((step) => (
          <li key={step} aria-current={step === current ? 'step' : undefined}>
            <FormattedMessage id={`guided.steps.${step}`} />
            {step === current ? <span className="sam-visually-hidden"> <FormattedMessage id="guided.steps.current" /></span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
