import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './SuggestionPage.module.css';

/** Heading, lead and form of a suggestion page. */
export function SuggestionPage({ titleId, leadId, note, children }: { titleId: string; leadId: string; note?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id={titleId} /></h1>
        <p className={styles.lead}><FormattedMessage id={leadId} /></p>
        {note ? <p>{note}</p> : null}
      </header>
      {children}
    </div>
  );
}
