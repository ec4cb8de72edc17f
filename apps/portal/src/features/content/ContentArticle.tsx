import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentPage } from './markdown';
import styles from './ContentArticle.module.css';

export interface SectionLink {
  href: string;
  title: string;
  current: boolean;
}

/** Where a page's Markdown places `media` (a video player): an HTML comment on a line of its own. */
export const MEDIA_MARKER = '<!-- media -->';

/**
 * A content page: its title, the rendered Markdown (with `media` where the Markdown writes
 * MEDIA_MARKER, or after it), then `children` (e.g. a form), and the other pages of its section.
 */
export function ContentArticle({ page, section, media, children }: { page: ContentPage; section: SectionLink[]; media?: ReactNode; children?: ReactNode }) {
  const [before, after = ''] = media ? page.html.split(MEDIA_MARKER) : [page.html];
  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <h1>{page.title}</h1>
        {/* Repository-authored Markdown (see markdown.ts): trusted HTML. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: before }} />
        {media}
        {after ? <div className={styles.body} dangerouslySetInnerHTML={{ __html: after }} /> : null}
        {children}
      </article>
      {section.length > 1 ? (
        <nav className={styles.section} aria-labelledby="section-nav">
          <h2 id="section-nav"><FormattedMessage id="content.inThisSection" /></h2>
          <ul>
            {section.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.current ? 'page' : undefined}>{link.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
