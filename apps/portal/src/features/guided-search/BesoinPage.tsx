import { FormattedMessage, useIntl } from 'react-intl';
import type { BesoinDetail, BesoinSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BesoinCards, type NeedCounts } from './BesoinCards';
import { GuidedSteps } from './GuidedSteps';
import { needSearchHref } from './links';
import styles from './Guided.module.css';

export interface BesoinPageProps {
  locale: Locale;
  besoin: BesoinDetail;
  /** For a level-2 need: the other needs of its domain. */
  siblings: BesoinSummary[];
  /** Addresses per need path, from the search index (the counts the search page shows). */
  counts: NeedCounts;
}

function RelatedConseils({ locale, besoin }: { locale: Locale; besoin: BesoinDetail }) {
  if (besoin.conseils.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="besoin-conseils">
      <h2 id="besoin-conseils"><FormattedMessage id="guided.conseils" /></h2>
      <ul>
        {besoin.conseils.map((c) => (
          <li key={c.id}><a href={pathFor('sam-conseil-slug', locale, { slug: c.slug })}>{c.title}</a></li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /fr/besoins/{slug}, step 2. A level-1 need shows its children as cards (and a search over the
 * whole domain); a level-2 need shows what it covers and leads to the search with it refined.
 */
export function BesoinPage({ locale, besoin, siblings, counts }: BesoinPageProps) {
  const intl = useIntl();
  const { parent } = besoin;
  const question = intl.formatMessage({ id: 'guided.step2.question' });

  if (besoin.level === 1 || !parent) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <p className={styles.eyebrow}><a href={pathFor('besoins', locale)}><FormattedMessage id="guided.heading" /></a></p>
          <h1>{besoin.title}</h1>
          {besoin.description ? <p className={styles.lead}>{besoin.description}</p> : null}
        </header>
        <GuidedSteps current="need" />
        <section className={styles.page} aria-labelledby="guided-question">
          <h2 className={styles.question} id="guided-question">{question}</h2>
          <BesoinCards locale={locale} besoins={besoin.children} label={question} counts={counts} />
        </section>
        <p>
          <a className={styles.cta} href={needSearchHref(locale, besoin.path)}>
            <FormattedMessage id="guided.searchAll" values={{ title: besoin.title }} />
          </a>
        </p>
        <RelatedConseils locale={locale} besoin={besoin} />
        <p className={styles.links}><a href={pathFor('besoins', locale)}><FormattedMessage id="guided.backToDomains" /></a></p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}><a href={pathFor('besoins-slug', locale, { slug: parent.slug })}>{parent.title}</a></p>
        <h1>{besoin.title}</h1>
      </header>
      <GuidedSteps current="need" />
      <section className={styles.summary} aria-labelledby="besoin-summary">
        <h2 className="sam-visually-hidden" id="besoin-summary">{besoin.path}</h2>
        {besoin.description ? <p className={styles.lead}>{besoin.description}</p> : null}
        <p><FormattedMessage id="guided.leafLead" /></p>
        <p className={styles.count}><FormattedMessage id="guided.addresses" values={{ count: counts[besoin.path] ?? 0 }} /></p>
        <p>
          <a className={styles.cta} href={needSearchHref(locale, besoin.path)}><FormattedMessage id="guided.searchNeed" /></a>
        </p>
      </section>
      <RelatedConseils locale={locale} besoin={besoin} />
      {siblings.length > 0 ? (
        <section className={styles.related} aria-labelledby="besoin-siblings">
          <h2 id="besoin-siblings"><FormattedMessage id="guided.otherNeeds" values={{ title: parent.title }} /></h2>
          <ul>
            {siblings.map((b) => <li key={b.id}><a href={pathFor('besoins-slug', locale, { slug: b.slug })}>{b.title}</a></li>)}
          </ul>
        </section>
      ) : null}
      <p className={styles.links}>
        <a href={pathFor('besoins-slug', locale, { slug: parent.slug })}><FormattedMessage id="guided.backToParent" values={{ title: parent.title }} /></a>
        <a href={pathFor('besoins', locale)}><FormattedMessage id="guided.backToDomains" /></a>
      </p>
    </div>
  );
}
