import { FormattedMessage, useIntl } from 'react-intl';
import { ACCESSIBILITY_FACTS } from '@sam/contracts';
import { Checkbox } from '@sam/ui';
import type { EditForm } from './GeneralTab';
import styles from './ListingEditor.module.css';

/** The id of an address's first accessibility checkbox (the error summary links to it). */
export const accessibilityInputId = (index: number) => `listing-address-${index}-accessibility-${ACCESSIBILITY_FACTS[0]}`;

/**
 * Tab 2: the accessibility facts of one address (issue 17, decision 0028), a group of checkboxes
 * whose values are the facts' codes; the edit schema reads the ticked ones as a list.
 */
export function AccessibilityFacts({ form, index }: { form: EditForm; index: number }) {
  const intl = useIntl();
  const path = `addresses.${index}.accessibility` as const;
  const error = form.errorOf(path);
  const hintId = `listing-address-${index}-accessibility-hint`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend>
        <FormattedMessage id="accessibility.legend" values={{ index: index + 1 }} />
      </legend>
      <p id={hintId} className={styles.hint}>
        <FormattedMessage id="accessibility.hint" />
      </p>
      {error ? <p className={styles.error}>{error}</p> : null}
      <ul className={styles.choices}>
        {ACCESSIBILITY_FACTS.map((fact) => (
          <li key={fact}>
            <Checkbox id={`listing-address-${index}-accessibility-${fact}`} value={fact} label={intl.formatMessage({ id: `accessibility.fact.${fact}` })} {...form.form.register(path)} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
