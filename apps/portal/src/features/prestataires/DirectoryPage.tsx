import { FormattedMessage, useIntl } from 'react-intl';
import type { SectorCount } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { formatSearchQuery } from '@sam/search-map';
import { SectorIcon } from '@sam/ui';
import styles from './DirectoryPage.module.css';

/** The search page's directory tab refined on a sector (its `secteur` parameter takes the title in the page's language). */
export function sectorSearchHref(locale: Locale, sector: Pick<SectorCount, 'titre_fr' | 'titre_nl'>): string {
  return `${pathFor('recherche', locale)}?${formatSearchQuery({ secteur: [sector[`titre_${locale}`]] })}`;
}

/** /fr/prestataires: the directory's sectors as cards leading to the search, and the other ways in. */
export function DirectoryPage({ locale, sectors }: { locale: Locale; sectors: SectorCount[] }) {
  const intl = useIntl();
  // A sector without a place would open an empty search.
  const shown = sectors.filter((s) => s.places_count > 0);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}><FormattedMessage id="directory.heading" /></h1>
        <p className={styles.lead}><FormattedMessage id="directory.intro" /></p>
      </header>

      <section className={styles.page} aria-labelledby="directory-sectors">
        <h2 className={styles.sectionHeading} id="directory-sectors"><FormattedMessage id="directory.sectors.heading" /></h2>
        {shown.length === 0 ? (
          <p><FormattedMessage id="directory.empty" /></p>
        ) : (
          <>
            <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'directory.sectors.heading' })}>
              {shown.map((sector) => (
                <li key={sector.id}>
                  <article className={styles.card} aria-labelledby={`sector-${sector.id}`}>
                    <div className={styles.cardHead}>
                      <SectorIcon slug={sector.slug_fr} size={32} className={styles.icon} />
                      <h3 className={styles.cardTitle} id={`sector-${sector.id}`}>
                        <a href={sectorSearchHref(locale, sector)}>{sector[`titre_${locale}`]}</a>
                      </h3>
                    </div>
                    <p className={styles.cardCount}>
                      <FormattedMessage id="directory.sector.counts" values={{ providers: sector.providers_count, places: sector.places_count }} />
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <p className={styles.note}><FormattedMessage id="directory.sectors.note" /></p>
          </>
        )}
      </section>

      <section aria-labelledby="directory-other">
        <h2 className={styles.sectionHeading} id="directory-other"><FormattedMessage id="directory.other.heading" /></h2>
        <ul className={styles.ways}>
          <li>
            <p><FormattedMessage id="directory.guided.text" /></p>
            <a className={styles.cta} href={pathFor('besoins', locale)}><FormattedMessage id="directory.guided.link" /></a>
          </li>
          <li>
            <p><FormattedMessage id="directory.search.text" /></p>
            <a href={pathFor('recherche', locale)}><FormattedMessage id="directory.search.link" /></a>
          </li>
          <li>
            <p><FormattedMessage id="directory.suggest.text" /></p>
            <a href={pathFor('suggerer-un-prestataire', locale)}><FormattedMessage id="directory.suggest.link" /></a>
          </li>
        </ul>
      </section>
    </div>
  );
}
