import { FormattedMessage } from 'react-intl';
import type { BesoinSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { hasSectorIcon, SectorIcon } from '@sam/ui';
import styles from './Guided.module.css';

/** A need's count of addresses in the search index, by its facet value (its path): what the search page will show. */
export type NeedCounts = Record<string, number>;

/** Needs as large cards, each leading to its own step page (/besoins/{slug}), with the addresses the search finds for it. */
export function BesoinCards({ locale, besoins, label, counts }: { locale: Locale; besoins: BesoinSummary[]; label: string; counts: NeedCounts }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {besoins.map((b) => (
        <li key={b.id}>
          <article className={styles.card} aria-labelledby={`besoin-${b.id}`}>
            {hasSectorIcon(b.slug_fr) ? <SectorIcon slug={b.slug_fr} size={36} className={styles.icon} /> : null}
            <h3 className={styles.cardTitle} id={`besoin-${b.id}`}>
              <a href={pathFor('besoins-slug', locale, { slug: b.slug })}>{b.title}</a>
            </h3>
            {b.description ? <p className={styles.cardText}>{b.description}</p> : null}
            <p className={styles.cardCount}><FormattedMessage id="guided.addresses" values={{ count: counts[b.path] ?? 0 }} /></p>
          </article>
        </li>
      ))}
    </ul>
  );
}
