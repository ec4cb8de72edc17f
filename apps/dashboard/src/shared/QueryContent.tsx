import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert, Spinner } from '@sam/ui';

/** The part of an RTK Query result this needs. */
export interface QueryState<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Several queries as one for QueryContent: all their data once every one has some (null counts as
 * none), an error while one has failed; a retry refetches the failed ones.
 */
export function allOf<Q extends Record<string, QueryState<unknown> & { error?: unknown }>>(queries: Q): QueryState<{ [K in keyof Q]: NonNullable<Q[K]['data']> }> & { error?: unknown } {
  const entries = Object.entries(queries);
  const failed = entries.filter(([, query]) => query.isError).map(([, query]) => query);
  const loaded = entries.every(([, query]) => query.data != null);
  return {
    data: loaded ? (Object.fromEntries(entries.map(([name, query]) => [name, query.data])) as { [K in keyof Q]: NonNullable<Q[K]['data']> }) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => failed.forEach((query) => void query.refetch()),
  };
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
