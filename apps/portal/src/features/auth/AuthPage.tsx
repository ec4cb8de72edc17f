import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Heading and intro shared by the auth layout's pages. */
export function AuthPage({ titleId, introId, children }: { titleId: string; introId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="auth-heading">
      <h1 id="auth-heading"><FormattedMessage id={titleId} /></h1>
      {introId ? <p><FormattedMessage id={introId} /></p> : null}
      {children}
    </section>
  );
}
