import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert, Spinner } from '@sam/ui';

/** The part of an RTK Query result this needs. */
interface QueryState<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/** A query's data once loaded; until then a spinner, and after a failure what went wrong with a retry button. */
export function QueryContent<T>({ query, failure, children }: { query: QueryState<T>; failure: ReactNode; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <FormAlert>
        <p>{failure}</p>
        <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
          <FormattedMessage id="dashboard.retry" />
        </Button>
      </FormAlert>
    );
  return <Spinner label={intl.formatMessage({ id: 'dashboard.loading' })} />;
}
