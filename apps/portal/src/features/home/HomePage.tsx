import { FormattedMessage, useIntl } from 'react-intl';
import type { PrestataireSearchHit } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import styles from './HomePage.module.css';

export function HomePage({ locale, listings, total }: { locale: Locale; listings: PrestataireSearchHit[]; total: number | null }) {
  const intl = useIntl();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <h1 id="home-heading"><FormattedMessage id="home.heading" /></h1>
          <p className={styles.lead}><FormattedMessage id="home.lead" /></p>
          {total !== null ? (
            <p className={styles.count}>
              <FormattedMessage id="home.count" values={{ formatted: intl.formatNumber(total) }} />
            </p>
          ) : null}
        </div>
      </section>
      <div className={styles.content}>
        <section aria-labelledby="home-latest">
          <h2 id="home-latest"><FormattedMessage id="home.latest" /></h2>
          {listings.length === 0 ? (
            <p><FormattedMessage id="home.latest.empty" /></p>
          ) : (
            <ul className={styles.cards}>
              {listings.map((l) => (
                <li key={l.slug} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    <a href={pathFor('prestataires-sector-slug', locale, { sector: l.sector_slug ?? undefined, slug: l.slug })}>{l.title}</a>
                  </h3>
                  {l.sector_title ? <p className={styles.meta}>{l.sector_title}</p> : null}
                  {l.locality ? <p className={styles.meta}>{l.locality}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="home-about" className={styles.about}>
          <h2 id="home-about"><FormattedMessage id="home.about.heading" /></h2>
          <p><FormattedMessage id="home.about.text" /></p>
        </section>
      </div>
    </>
  );
}
