import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentPage } from './markdown';
import styles from './ContentArticle.module.css';

export interface SectionLink {
  href: string;
  title: string;
  current: boolean;
}

/** A content page: its title, the rendered Markdown (then `children`, e.g. a form), and the other pages of its section. */
export function ContentArticle({ page, section, children }: { page: ContentPage; section: SectionLink[]; children?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <article className={styles.article}>
        <h1>{page.title}</h1>
        {/* Repository-authored Markdown (see markdown.ts): trusted HTML. */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: page.html }} />
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
