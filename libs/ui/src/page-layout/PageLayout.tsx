import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link/SkipLink';
import styles from './PageLayout.module.css';

/** The five page layouts of spec §2. */
export type LayoutName = 'account' | 'auth' | 'default' | 'home' | 'network';

export interface PageLayoutProps {
  layout: LayoutName;
  header: ReactNode;
  footer: ReactNode;
  /** Shown above the main content, e.g. the unverified-email banner. */
  banner?: ReactNode;
  /** Side navigation of the account layout. */
  aside?: ReactNode;
  /**
   * Right after the skip link, before the header: the cookie consent bar (issue 15), first in the
   * Tab order and in the page's flow, so it never covers the page nor the focused element.
   */
  notice?: ReactNode;
  children: ReactNode;
}

export function PageLayout({ layout, header, footer, banner, aside, notice, children }: PageLayoutProps) {
  return (
    <div className={`${styles.page} ${styles[layout]}`} data-layout={layout}>
      <SkipLink />
      {notice}
      {header}
      {banner}
      <div className={styles.body}>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
