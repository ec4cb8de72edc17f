import { FormattedMessage, useIntl } from 'react-intl';
import { isPastEvent, type ContentRecord, type PrestataireAddressRecord, type SearchLocale } from '@sam/contracts';
import { SectorIcon } from '@sam/ui';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import { useApiFileUrl } from '../../shared/api-files/api-files';
import { PastBadge } from '../../shared/past-badge/PastBadge';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { textLang } from '../../shared/lang/text-lang';
import { contentHref, formatAddress, formatDay, formatPrice, providerHref } from './format';
import styles from './Search.module.css';

/** `bookmarks`: the logged-in user's, for a bookmark toggle on each card (none for a visitor). */
interface CardProps<T> {
  hit: T;
  locale: SearchLocale;
  bookmarks: UserBookmarks | null;
}

/**
 * A provider address found: name linking to the provider page, address, tariff and sectors. The
 * name and description are in the listing's language, marked when it is not the page's.
 */
export function ProviderCard({ hit, locale, bookmarks }: CardProps<PrestataireAddressRecord>) {
  const intl = useIntl();
  const titleId = `hit-${hit.objectID}`;
  const sectors = hit.sectors.map((s) => s.titre[locale]).filter(Boolean);
  const lang = textLang(hit.text_language, locale);
  const fileUrl = useApiFileUrl();
  const sectorSlug = hit.sector_slug?.[locale];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        {/* Issue 15: a thumbnail of the listing's first photo (its own alternative text, '' when decorative), else its sector's icon; small, so a phone still shows the first result at once. */}
        {hit.photo ? (
          <img className={styles.cardPhoto} src={fileUrl(hit.photo.url)} alt={hit.photo.alt} width={hit.photo.width} height={hit.photo.height ?? undefined} loading="lazy" decoding="async" />
        ) : sectorSlug ? (
          <SectorIcon slug={sectorSlug} size={28} className={styles.cardIcon} />
        ) : null}
        <h3 id={titleId} className={styles.cardTitle} lang={lang}>
          <a href={providerHref(hit, locale)}>{hit.title}</a>
        </h3>
      </div>
      <p className={styles.cardAddress}>
        <span className="sam-visually-hidden">
          <FormattedMessage id="search.hit.address" />:{' '}
        </span>
        {formatAddress(hit.address)}
      </p>
      <dl className={styles.cardFacts}>
        <div>
          <dt>
            <FormattedMessage id="prestataire.tarif" />
          </dt>
          <dd>{intl.formatMessage({ id: `prestataire.tarif.${hit.tarif}` })}</dd>
        </div>
        {sectors.length > 0 ? (
          <div>
            <dt>
              <FormattedMessage id="search.hit.sectors" />
            </dt>
            <dd>{intl.formatList(sectors, { type: 'conjunction' })}</dd>
          </div>
        ) : null}
      </dl>
      {hit.description?.[locale] ? (
        <p className={styles.cardText} lang={lang}>
          {hit.description[locale]}
        </p>
      ) : null}
      {/* One card per address: every card of the listing toggles the same bookmark. */}
      {bookmarks ? <BookmarkToggle compact item={{ type: 'prestataire', id: hit.prestataire_id, slug: hit.slug, title: hit.title }} bookmarks={bookmarks} /> : null}
    </article>
  );
}

/** An event, ad, useful link or advice guide found; `now` (unix seconds) tells a past event. */
export function ContentCard({ hit, locale, bookmarks, now }: CardProps<ContentRecord> & { now: number }) {
  const titleId = `hit-${hit.objectID}`;
  const lang = textLang(hit.language, locale);
  const ownTitle = hit[`title_${locale}`];
  const title = ownTitle || hit.title_fr || hit.title_nl;
  // Written in one language (events, ads), or a missing translation showing the other language's title.
  const titleLang = textLang(hit.language ?? (ownTitle ? locale : hit.title_fr ? 'fr' : 'nl'), locale);
  const summary = hit[`summary_${locale}`];
  const category = hit[`category_${locale}`];
  const price = hit.kind === 'annonce' ? formatPrice(hit.price_cents, locale) : null;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        <a href={contentHref(hit, locale)} lang={titleLang}>
          {title}
        </a>
        {hit.kind === 'event' && isPastEvent(hit, now) ? <> <PastBadge /></> : null}
      </h3>
      {hit.kind === 'event' && hit.start_ts ? (
        <p className={styles.cardMeta}>
          <span className="sam-visually-hidden">
            <FormattedMessage id="search.hit.date" />:{' '}
          </span>
          {formatDay(hit.start_ts, locale)}
          {hit.locality ? ` · ${hit.locality}` : ''}
        </p>
      ) : null}
      {hit.kind === 'annonce' ? (
        <p className={styles.cardMeta}>
          <span className="sam-visually-hidden">
            <FormattedMessage id="search.hit.price" />:{' '}
          </span>
          {price ?? <FormattedMessage id="search.hit.free" />}
          {hit.locality ? ` · ${hit.locality}` : ''}
        </p>
      ) : null}
      {summary ? (
        <p className={styles.cardText} lang={lang}>
          {summary}
        </p>
      ) : null}
      {category ? (
        <p className={styles.cardCategory}>
          <span className="sam-visually-hidden">
            <FormattedMessage id="search.facet.category" />:{' '}
          </span>
          {category}
        </p>
      ) : null}
      {/* Infos and conseils are bookmarked by slug_fr; events and annonces have one slug. */}
      {bookmarks ? <BookmarkToggle compact item={{ type: hit.kind, id: hit.id, slug: hit.slug.fr, title }} bookmarks={bookmarks} /> : null}
    </article>
  );
}
