import { FormattedMessage } from 'react-intl';
import styles from './PastBadge.module.css';

/** "Passé" / "Voorbij" on an event that is over (agenda page and search tab): seen, and read out as a full phrase. */
export function PastBadge() {
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">
        <FormattedMessage id="event.past.badge" />
      </span>
      <span className="sam-visually-hidden">
        <FormattedMessage id="event.past.long" />
      </span>
    </span>
  );
}
