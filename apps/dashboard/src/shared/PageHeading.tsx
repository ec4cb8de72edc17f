import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** The page's h1 and the paragraph that introduces it. */
export function PageHeading({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
      <p>{children}</p>
    </>
  );
}
