import { FormattedMessage, useIntl } from 'react-intl';
import type { BesoinSummary } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { BesoinCards, type NeedCounts } from './BesoinCards';
import { GuidedSteps } from './GuidedSteps';
import styles from './Guided.module.css';

/** /fr/me-laisser-guider, step 1: the level-1 needs (domains) as large cards. */
export function GuidedSearchPage({ locale, domains, counts }: { locale: Locale; domains: BesoinSummary[]; counts: NeedCounts }) {
  const intl = useIntl();
  const question = intl.formatMessage({ id: 'guided.step1.question' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1><FormattedMessage id="guided.heading" /></h1>
        <p className={styles.lead}><FormattedMessage id="guided.lead" /></p>
      </header>
      <GuidedSteps current="domain" />
      <section className={styles.page} aria-labelledby="guided-question">
        <h2 className={styles.question} id="guided-question">{question}</h2>
        {domains.length === 0 ? <p><FormattedMessage id="guided.empty" /></p> : <BesoinCards locale={locale} besoins={domains} label={question} counts={counts} />}
      </section>
    </div>
  );
}
