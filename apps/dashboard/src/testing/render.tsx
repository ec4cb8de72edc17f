import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { makeStore } from '@sam/api-client';
import { dashboardCatalogue, LOCALES, type RouteDefinition } from '@sam/i18n-routes';
import { buildRoutes } from '../app/routes';

// Both languages before any test renders, as main.tsx loads the page's before the first render.
beforeAll(() => Promise.all(LOCALES.map((locale) => dashboardCatalogue.load(locale))));

/** Renders the whole dashboard (store, router, shell) at `path`, optionally with another route table. */
export function renderDashboard(path: string, table?: readonly RouteDefinition[]) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(store, table), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, ...view };
}
