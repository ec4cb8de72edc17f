import { FormattedMessage, useIntl } from 'react-intl';
import type { ConseilDetail } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { JsonLd, type JsonLdValue } from '../../shared/seo/jsonld';
import { sectionAnchor } from './links';
import styles from './ConseilPage.module.css';

/** A section as the loader hands it over: its heading and its body rendered on the server. */
export interface ConseilSectionView {
  position: number;
  heading: string | null;
  html: string;
}

export interface ConseilPageProps {
  locale: Locale;
  conseil: ConseilDetail;
  sections: ConseilSectionView[];
  /** Formatted on the server. */
  updated: string;
  jsonLd: JsonLdValue;
  /** Logged in (the user's bookmarks): the bookmark toggle; otherwise (null) an invitation to log in. */
  bookmarks: UserBookmarks | null;
}

/** /fr/sam-conseil/{slug}: an advice guide with its sections, tags and the needs it answers. */
export function ConseilPage({ locale, conseil, sections, updated, jsonLd, bookmarks }: ConseilPageProps) {
  const intl = useIntl();
  const headingOf = (s: ConseilSectionView) => s.heading ?? intl.formatMessage({ id: 'conseils.detail.part' }, { number: s.position });
  return (
    <article className={styles.page} aria-labelledby="conseil-title">
      <JsonLd data={jsonLd} />
      <header>
        <h1 id="conseil-title">{conseil.title}</h1>
        {conseil.summary ? <p className={styles.lead}>{conseil.summary}</p> : null}
        <p className={styles.dates}>
          <FormattedMessage id="conseils.detail.updated" /> <time dateTime={conseil.updated_at}>{updated}</time>
        </p>
      </header>

      {sections.length > 1 ? (
        <nav className={styles.toc} aria-labelledby="conseil-toc">
          <h2 id="conseil-toc"><FormattedMessage id="conseils.detail.contents" /></h2>
          <ol>
            {sections.map((s) => <li key={s.position}><a href={`#${sectionAnchor(s.position)}`}>{headingOf(s)}</a></li>)}
          </ol>
        </nav>
      ) : null}

      <div className={styles.columns}>
        <div className={styles.sections}>
          {sections.map((s) => (
            <section key={s.position} id={sectionAnchor(s.position)} className={styles.section} aria-labelledby={`${sectionAnchor(s.position)}-titre`}>
              <h2 id={`${sectionAnchor(s.position)}-titre`}>{headingOf(s)}</h2>
              {/* Editor Markdown rendered by renderEditorMarkdown, which lets no raw HTML or unsafe link through. */}
              <div dangerouslySetInnerHTML={{ __html: s.html }} />
            </section>
          ))}
        </div>

        <aside className={styles.aside}>
          {conseil.besoins.length > 0 ? (
            <section className={styles.box} aria-labelledby="conseil-besoins">
              <h2 id="conseil-besoins"><FormattedMessage id="conseils.detail.besoins" /></h2>
              <p><FormattedMessage id="conseils.detail.besoinsLead" /></p>
              <ul>
                {conseil.besoins.map((b) => (
                  <li key={b.id}><a href={pathFor('besoins-slug', locale, { slug: b.slug })}>{b.title}</a></li>
                ))}
              </ul>
            </section>
          ) : null}
          {conseil.tags.length > 0 ? (
            <section className={styles.box} aria-labelledby="conseil-tags">
              <h2 id="conseil-tags"><FormattedMessage id="conseils.detail.tags" /></h2>
              <ul className={styles.tags}>
                {conseil.tags.map((tag) => <li key={tag.id} className={styles.tag}>{tag.name}</li>)}
              </ul>
            </section>
          ) : null}
          <div className={styles.box}>
            {bookmarks ? (
              // §3/§7: a guide is identified by slug_fr.
              <BookmarkToggle item={{ type: 'conseil', id: conseil.id, slug: conseil.slug_fr, title: conseil.title }} bookmarks={bookmarks} />
            ) : (
              <p>
                <FormattedMessage id="conseils.bookmark.loginHint" />{' '}
                <a href={pathFor('auth-login', locale)}><FormattedMessage id="infos.bookmark.login" /></a>
              </p>
            )}
          </div>
        </aside>
      </div>

      <p><a href={pathFor('sam-guide', locale)}><FormattedMessage id="conseils.detail.back" /></a></p>
    </article>
  );
}
