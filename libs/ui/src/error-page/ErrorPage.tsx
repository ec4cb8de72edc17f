import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: number;
  /** The search tool on the home page (spec §8). */
  searchHref: string;
  homeHref: string;
}

/** Spec §8: 404 says the page was not found; anything else reassures and points to the search tool. */
export function ErrorPage({ status, searchHref, homeHref }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <section className={styles.errorPage} aria-labelledby="error-heading">
      <p className={styles.status}>{status}</p>
      <h1 id="error-heading">
        <FormattedMessage id={notFound ? 'error.notFound.heading' : 'error.generic.heading'} />
      </h1>
      <p>{notFound ? <FormattedMessage id="error.notFound.message" /> : <FormattedMessage id="error.generic.reassurance" />}</p>
      <p className={styles.actions}>
        <a className={styles.primary} href={searchHref}><FormattedMessage id="error.goToSearch" /></a>
        <a href={homeHref}><FormattedMessage id="error.backHome" /></a>
      </p>
    </section>
  );
}

/** Spec §2: if showing the error page fails, a plain English fallback with a link home. */
export function ErrorPageFallback() {
  return (
    <section className={styles.errorPage}>
      <h1>An error occurred</h1>
      <p><a href="/">Back to the home page</a></p>
    </section>
  );
}

export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Error page failed to render', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}
