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
  children: ReactNode;
}

export function PageLayout({ layout, header, footer, banner, aside, children }: PageLayoutProps) {
  return (
    <div className={`${styles.page} ${styles[layout]}`} data-layout={layout}>
      <SkipLink />
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
