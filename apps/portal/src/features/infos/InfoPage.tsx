import { FormattedMessage } from 'react-intl';
import type { InfoDetail, InfoSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { JsonLd, type JsonLdValue } from '../../shared/seo/jsonld';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { infosHref, linkHost } from './links';
import styles from './InfoPage.module.css';

export interface InfoPageProps {
  locale: Locale;
  info: InfoDetail;
  /** The body rendered on the server from the editor's Markdown (markdown.server.ts). */
  html: string;
  related: InfoSummary[];
  /** Formatted on the server. */
  published: string | null;
  updated: string | null;
  jsonLd: JsonLdValue;
  /** Logged in (the user's bookmarks): the bookmark toggle; otherwise (null) an invitation to log in. */
  bookmarks: UserBookmarks | null;
}

/** /fr/informations-utiles/{slug}: one useful-information page, its official link and related pages. */
export function InfoPage({ locale, info, html, related, published, updated, jsonLd, bookmarks }: InfoPageProps) {
  const host = info.url ? linkHost(info.url) : null;
  return (
    <article className={styles.page} aria-labelledby="info-title">
      <JsonLd data={jsonLd} />
      <header>
        {info.category ? (
          <p className={styles.category}><a href={infosHref(locale, info.category.slug)}>{info.category.title}</a></p>
        ) : null}
        <h1 id="info-title">{info.title}</h1>
        {info.summary ? <p className={styles.lead}>{info.summary}</p> : null}
        <p className={styles.dates}>
          {published && info.published_at ? (
            <span><FormattedMessage id="infos.detail.published" /> <time dateTime={info.published_at}>{published}</time></span>
          ) : null}
          {updated ? (
            <span><FormattedMessage id="infos.detail.updated" /> <time dateTime={info.updated_at}>{updated}</time></span>
          ) : null}
        </p>
      </header>

      <div className={styles.columns}>
        {/* Editor Markdown rendered by renderEditorMarkdown, which lets no raw HTML or unsafe link through. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />

        <aside className={styles.aside}>
          {info.url && host ? (
            <section className={styles.box} aria-labelledby="info-official">
              <h2 id="info-official"><FormattedMessage id="infos.detail.official" /></h2>
              <p><FormattedMessage id="infos.detail.officialHint" /></p>
              <p className={styles.official}>
                <a href={info.url} rel="external noopener"><FormattedMessage id="infos.detail.officialLink" values={{ host }} /></a>
              </p>
            </section>
          ) : null}
          <div className={styles.box}>
            {bookmarks ? (
              // §7: bookmarked by slug_fr.
              <BookmarkToggle item={{ type: 'info', id: info.id, slug: info.slug_fr, title: info.title }} bookmarks={bookmarks} />
            ) : (
              <p>
                <FormattedMessage id="infos.bookmark.loginHint" />{' '}
                <a href={pathFor('auth-login', locale)}><FormattedMessage id="infos.bookmark.login" /></a>
              </p>
            )}
          </div>
        </aside>
      </div>

      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="info-related">
          <h2 id="info-related"><FormattedMessage id="infos.detail.related" /></h2>
          <ul>
            {related.map((r) => (
              <li key={r.id}>
                <h3><a href={pathFor('informations-utiles-slug', locale, { slug: r.slug })}>{r.title}</a></h3>
                {r.summary ? <p>{r.summary}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className={styles.footerLinks}>
        <a href={pathFor('informations-utiles', locale)}><FormattedMessage id="infos.detail.back" /></a>
        <a href={pathFor('suggerer-une-information-utile', locale)}><FormattedMessage id="infos.detail.suggest" /></a>
      </p>
    </article>
  );
}
