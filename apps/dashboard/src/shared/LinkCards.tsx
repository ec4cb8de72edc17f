import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styles from './LinkCards.module.css';

export interface LinkCard {
  key: string;
  /** The dashboard path the card leads to. */
  to: string;
  titleId: string;
  /** The message under the link, which describes it to assistive technology. */
  hintId: string;
}

/** A titled navigation of cards, each a link and the line that says what is behind it (dashboard index, services). */
export function LinkCards({ headingId, cards }: { headingId: string; cards: LinkCard[] }) {
  const id = useId();
  return (
    <nav aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id={headingId} />
      </h2>
      <ul className={styles.cards}>
        {cards.map(({ key, to, titleId, hintId }) => (
          <li key={key} className={styles.card}>
            <Link to={to} aria-describedby={`${id}-${key}`}>
              <FormattedMessage id={titleId} />
            </Link>
            <p id={`${id}-${key}`}>
              <FormattedMessage id={hintId} />
            </p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
