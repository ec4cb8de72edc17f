import { FormattedMessage, useIntl } from 'react-intl';
import type { AdCampaign, AmisPanel, HomepageItem, PrestataireSearchHit } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { Illustration, SectorIcon } from '@sam/ui';
import { textLang } from '../../shared/lang/text-lang';
import styles from './HomePage.module.css';

/** A news item with its publication date already written out (on the server). */
export type NewsItem = HomepageItem & { date: string };

export interface HomePageProps {
  locale: Locale;
  listings: PrestataireSearchHit[];
  /** Published listings (providers). */
  total: number | null;
  /** Their addresses in the directory: the search page's count (optional: null when unknown). */
  addresses?: number | null;
  news: NewsItem[];
  guide: HomepageItem[];
  campaigns: AdCampaign[];
  panels: AmisPanel[];
}

/** An editorial title: a link when the item leads somewhere. */
function Linked({ url, children, rel }: { url: string | null; children: string; rel?: string }) {
  return url ? <a href={url} rel={rel}>{children}</a> : <>{children}</>;
}

/** Spec §2 home: search entry, guided search, a few listings, guide, news, adverts, friends panels and donation call. */
export function HomePage({ locale, listings, total, addresses = null, news, guide, campaigns, panels }: HomePageProps) {
  const intl = useIntl();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={styles.heroInner}>
          <h1 id="home-heading"><FormattedMessage id="home.heading" /></h1>
          <p className={styles.lead}><FormattedMessage id="home.lead" /></p>
          {total !== null ? (
            <p className={styles.count}>
              {/* Providers are published listings; addresses are the search page's results (decision 0021). */}
              {addresses !== null ? (
                <FormattedMessage id="home.countWithAddresses" values={{ formatted: intl.formatNumber(total), addresses: intl.formatNumber(addresses) }} />
              ) : (
                <FormattedMessage id="home.count" values={{ formatted: intl.formatNumber(total) }} />
              )}
            </p>
          ) : null}
          {/* #search: the error page's button leads here (spec §8). */}
          <form id="search" className={styles.search} role="search" method="get" action={pathFor('recherche', locale)} aria-label={intl.formatMessage({ id: 'home.search.heading' })}>
            <label htmlFor="home-search-q"><FormattedMessage id="home.search.label" /></label>
            <p id="home-search-hint" className={styles.searchHint}><FormattedMessage id="home.search.hint" /></p>
            <div className={styles.searchRow}>
              <input id="home-search-q" type="search" name="q" maxLength={200} aria-describedby="home-search-hint" />
              <button type="submit"><FormattedMessage id="home.search.submit" /></button>
            </div>
          </form>
          <p className={styles.guided}>
            <a href={pathFor('besoins', locale)}><FormattedMessage id="home.guided.link" /></a>
          </p>
          <Illustration name="home" className={styles.heroPicture} />
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
                  {/* Its photo when it has one (its own alternative text), else its sector's icon. */}
                  {l.photo ? (
                    <img className={styles.photo} src={l.photo.url} alt={l.photo.alt} loading="lazy" />
                  ) : l.sector_slug ? (
                    <SectorIcon slug={l.sector_slug} size={28} className={styles.icon} />
                  ) : null}
                  <h3 className={styles.cardTitle} lang={textLang(l.locale, locale)}>
                    <a href={pathFor('prestataires-sector-slug', locale, { sector: l.sector_slug ?? undefined, slug: l.slug })}>{l.title}</a>
                  </h3>
                  {l.sector_title ? <p className={styles.meta}>{l.sector_title}</p> : null}
                  {l.locality ? <p className={styles.meta}>{l.locality}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        {guide.length > 0 ? (
          <section aria-labelledby="home-guide">
            <h2 id="home-guide"><FormattedMessage id="home.guide.heading" /></h2>
            <ul className={styles.guide}>
              {guide.map((item) => (
                <li key={item.id}>
                  <h3 className={styles.cardTitle}><Linked url={item.url}>{item.title}</Linked></h3>
                  {item.body ? <p className={styles.meta}>{item.body}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {news.length > 0 ? (
          <section aria-labelledby="home-news">
            <h2 id="home-news"><FormattedMessage id="home.news.heading" /></h2>
            <ul className={styles.cards}>
              {news.map((item) => (
                <li key={item.id} className={styles.card}>
                  <h3 className={styles.cardTitle}><Linked url={item.url}>{item.title}</Linked></h3>
                  <p className={styles.meta}><time dateTime={item.published_at}>{item.date}</time></p>
                  {item.body ? <p>{item.body}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {campaigns.length > 0 ? (
          <section aria-labelledby="home-ads" className={styles.ads}>
            <h2 id="home-ads"><FormattedMessage id="home.ads.heading" /></h2>
            <p className={styles.meta}><FormattedMessage id="home.ads.note" /></p>
            <ul className={styles.cards}>
              {campaigns.map((ad) => (
                <li key={ad.id} className={styles.card}>
                  <h3 className={styles.cardTitle}><Linked url={ad.url} rel="sponsored noopener">{ad.title}</Linked></h3>
                  {ad.text ? <p>{ad.text}</p> : null}
                </li>
              ))}
            </ul>
            <p><a href={pathFor('commander-encart-publicitaire', locale)}><FormattedMessage id="home.ads.order" /></a></p>
          </section>
        ) : null}

        <section aria-labelledby="home-support" className={styles.support}>
          <h2 id="home-support"><FormattedMessage id="home.support.heading" /></h2>
          <div className={styles.donate}>
            <h3 className={styles.cardTitle}><FormattedMessage id="home.donate.heading" /></h3>
            <p><FormattedMessage id="home.donate.text" /></p>
            <a className={styles.donateLink} href={pathFor('content-soutenir-asbl', locale)}><FormattedMessage id="home.donate.link" /></a>
          </div>
          {panels.length > 0 ? (
            <ul className={styles.cards}>
              {panels.map((panel) => (
                <li key={panel.id} className={styles.card}>
                  <p className={styles.tag}><FormattedMessage id={`home.friends.audience.${panel.audience}`} /></p>
                  <h3 className={styles.cardTitle}>{panel.title}</h3>
                  {panel.body ? <p>{panel.body}</p> : null}
                  {panel.cta_url ? (
                    <p><a href={panel.cta_url}><FormattedMessage id="home.friends.more" values={{ title: panel.title }} /></a></p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="home-about" className={styles.about}>
          <h2 id="home-about"><FormattedMessage id="home.about.heading" /></h2>
          <p><FormattedMessage id="home.about.text" /></p>
        </section>
      </div>
    </>
  );
}
