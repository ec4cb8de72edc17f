import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { INTL_LOCALE, portalCatalogue } from '@sam/i18n-routes';
import { SearchApp, type SearchAppProps } from './SearchApp';

/**
 * The first page's results, computed on the server by rendering the search tree once
 * (InstantSearch SSR): the page's HTML then holds the hits and counts, and the browser starts
 * from them without a second query. Null when the engine cannot be reached (the browser retries).
 */
export async function searchServerState(props: SearchAppProps): Promise<InstantSearchServerState | null> {
  try {
    return await getServerState(
      <IntlProvider locale={INTL_LOCALE[props.locale]} messages={portalCatalogue.get(props.locale)} defaultLocale="fr-BE">
        <SearchApp {...props} />
      </IntlProvider>,
      { renderToString },
    );
  } catch (error) {
    console.error('search server state', error);
    return null;
  }
}
