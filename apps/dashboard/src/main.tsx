import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { configureApiClient, makeStore } from '@sam/api-client';
import { dashboardCatalogue, INTL_LOCALE, localeOfPath } from '@sam/i18n-routes';
import { installChunkReloadGuard } from '@sam/ui';
import '@sam/ui/theme.css';
import { buildRoutes } from './app/routes';
import { env } from './env';

// Spec §4/§8: a chunk that fails to load (usually after a deploy) reloads the page, at most once a minute.
installChunkReloadGuard();

const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = INTL_LOCALE[locale];
configureApiClient({ baseUrl: env.apiUrl, locale });

const store = makeStore();
const router = createBrowserRouter(buildRoutes(store));

// Issue 12: the page's language only, before the first render (no message ids on screen); another
// language loads with the first page in it (routes.tsx). A failed load is a chunk error: the guard reloads.
void dashboardCatalogue.load(locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  ),
);
