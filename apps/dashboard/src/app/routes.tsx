import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { AppStore } from '@sam/api-client';
import { DASHBOARD_BASE, LOCALES, ROUTES, dashboardCatalogue, localeOfPath, localisedRouteName, preferredLocale, type DashboardMessageId, type Locale, type RouteDefinition } from '@sam/i18n-routes';
import { CredentialsPage } from '../features/account/CredentialsPage';
import { AmisDeSamPage, AmisDeSamProPage } from '../features/amis/AmisPage';
import { CreateEventPage, EditEventPage } from '../features/agenda/EventFormPage';
import { MyEventsPage } from '../features/agenda/MyEventsPage';
import { ProfilePage } from '../features/account/ProfilePage';
import { CreateAnnoncePage, EditAnnoncePage } from '../features/annonces/AnnonceFormPage';
import { MyAnnoncesPage } from '../features/annonces/MyAnnoncesPage';
import { FavouritesPage } from '../features/favourites/FavouritesPage';
import { DashboardHome } from '../features/home/DashboardHome';
import { CreateListingPage } from '../features/listings/CreateListingPage';
import { ListingEditorPage } from '../features/listings/ListingEditorPage';
import { MyListingsPage } from '../features/listings/MyListingsPage';
import { AddToNetworkPage } from '../features/network/AddToNetworkPage';
import { EmailPage } from '../features/network/EmailPage';
import { ExportPage } from '../features/network/ExportPage';
import { HighlightPage } from '../features/network/HighlightPage';
import { ImportPage } from '../features/network/ImportPage';
import { LightNetworkPage } from '../features/network/LightNetworkPage';
import { JoinPage, LinkPage } from '../features/network/LinkPage';
import { MyNetworkPage } from '../features/network/MyNetworkPage';
import { NetworkConsentPage } from '../features/network/NetworkConsentPage';
import { OffrePage } from '../features/offres/OffrePage';
import { OffresPage } from '../features/offres/OffresPage';
import { ContenusPage } from '../features/services/ContenusPage';
import { PublicitePage } from '../features/services/PublicitePage';
import { SavedSearchesPage } from '../features/saved-searches/SavedSearchesPage';
import { ServicesPage } from '../features/services/ServicesPage';
import { SolidairePage } from '../features/services/SolidairePage';
import { VideoPage } from '../features/services/VideoPage';
import { WebservicePage } from '../features/services/WebservicePage';
import { TokensPage } from '../features/tokens/TokensPage';
import { ListingReportsPage } from '../features/reports/ListingReportsPage';
import { ValidationQueuePage } from '../features/validations/ValidationQueuePage';
import { AccountLayout } from './AccountLayout';
import { DashboardRoot } from './DashboardRoot';
import { guardLoader } from './guards';
import { NotFoundPage, PageErrorBoundary, PageLoading, RootErrorBoundary } from './RouteErrors';

export interface DashboardRouteHandle {
  /** Route name of the table, without locale suffix. */
  routeName: string;
  locale: Locale;
  /** Message id of the page's title (document title, breadcrumb). */
  titleId: DashboardMessageId;
  /** The index page is itself the account navigation. */
  hideAccountNav?: boolean;
}

interface DashboardPage {
  Component: ComponentType;
  titleId: DashboardMessageId;
  hideAccountNav?: boolean;
}

/**
 * The dashboard pages built so far, by route name. Every other dashboard route of the table stays
 * out of the router, so it answers with the 404 page rather than with placeholder content.
 */
export const DASHBOARD_PAGES: Readonly<Record<string, DashboardPage>> = {
  'dashboard-index': { Component: DashboardHome, titleId: 'dashboard.name', hideAccountNav: true },
  'dashboard-index-amis-de-sam': { Component: AmisDeSamPage, titleId: 'dashboard.amis.title.amis' },
  'dashboard-index-amis-de-sam-pro': { Component: AmisDeSamProPage, titleId: 'dashboard.amis.title.amis_pro' },
  'dashboard-index-annonces': { Component: MyAnnoncesPage, titleId: 'dashboard.annonces.title' },
  'dashboard-index-annonces-create': { Component: CreateAnnoncePage, titleId: 'dashboard.annonces.create.title' },
  'dashboard-index-annonces-slug': { Component: EditAnnoncePage, titleId: 'dashboard.annonces.edit.title' },
  'dashboard-index-mes-favoris': { Component: FavouritesPage, titleId: 'dashboard.favourites.title' },
  'dashboard-index-creer-un-prestataire': { Component: CreateListingPage, titleId: 'dashboard.listing.create.title' },
  'dashboard-index-mes-fiches': { Component: MyListingsPage, titleId: 'dashboard.listings.title' },
  'dashboard-index-mes-recherches': { Component: SavedSearchesPage, titleId: 'dashboard.savedSearches.title' },
  'dashboard-index-mes-fiches-slug': { Component: ListingEditorPage, titleId: 'dashboard.listing.edit.title' },
  'dashboard-index-mes-identifiants': { Component: CredentialsPage, titleId: 'dashboard.credentials.title' },
  'dashboard-index-mon-agenda': { Component: MyEventsPage, titleId: 'dashboard.events.title' },
  'dashboard-index-mon-agenda-creer-un-evenement': { Component: CreateEventPage, titleId: 'dashboard.events.new.title' },
  'dashboard-index-mon-agenda-slug': { Component: EditEventPage, titleId: 'dashboard.events.editing.title' },
  'dashboard-index-mon-profil': { Component: ProfilePage, titleId: 'dashboard.profile.title' },
  'dashboard-index-offres': { Component: OffresPage, titleId: 'dashboard.offres.title' },
  'dashboard-index-offres-id': { Component: OffrePage, titleId: 'dashboard.offres.detail.title' },
  'dashboard-index-mon-reseau': { Component: MyNetworkPage, titleId: 'dashboard.network.title' },
  'dashboard-index-mon-reseau-ajouter-a-mon-reseau': { Component: AddToNetworkPage, titleId: 'dashboard.network.add.title' },
  'dashboard-index-mon-reseau-ajouter-a-mon-reseau-importer': { Component: ImportPage, titleId: 'dashboard.network.import.title' },
  'dashboard-index-mon-reseau-ajouter-a-mon-reseau-lier': { Component: LinkPage, titleId: 'dashboard.network.link.title' },
  'dashboard-index-mon-reseau-envoyer-un-email': { Component: EmailPage, titleId: 'dashboard.network.email.title' },
  'dashboard-index-mon-reseau-exporter-mon-reseau': { Component: ExportPage, titleId: 'dashboard.network.export.title' },
  'dashboard-index-mon-reseau-mise-en-avant-des-affilies': { Component: HighlightPage, titleId: 'dashboard.network.highlight.title' },
  'dashboard-index-reseau-light': { Component: LightNetworkPage, titleId: 'dashboard.network.light.title' },
  'dashboard-index-reseau-light-ajouter': { Component: JoinPage, titleId: 'dashboard.network.light.join' },
  'dashboard-index-reseau-light-ajouter-a-mon-reseau-lier': { Component: LinkPage, titleId: 'dashboard.network.link.title' },
  'dashboard-index-reseau-light-communiquer': { Component: EmailPage, titleId: 'dashboard.network.email.title' },
  'dashboard-index-reseau-light-consent': { Component: NetworkConsentPage, titleId: 'dashboard.consent.title' },
  'dashboard-index-reseau-light-exporter': { Component: ExportPage, titleId: 'dashboard.network.export.title' },
  'dashboard-index-services': { Component: ServicesPage, titleId: 'dashboard.services.title' },
  'dashboard-index-services-contenus': { Component: ContenusPage, titleId: 'dashboard.services.contenus.title' },
  'dashboard-index-services-publicite': { Component: PublicitePage, titleId: 'dashboard.services.publicite.title' },
  'dashboard-index-services-solidaire': { Component: SolidairePage, titleId: 'dashboard.services.solidaire.title' },
  'dashboard-index-services-video': { Component: VideoPage, titleId: 'dashboard.services.video.title' },
  'dashboard-index-services-webservice': { Component: WebservicePage, titleId: 'dashboard.services.webservice.title' },
  'dashboard-index-tokens': { Component: TokensPage, titleId: 'dashboard.tokens.title' },
  'dashboard-index-validations': { Component: ValidationQueuePage, titleId: 'dashboard.validations.title' },
  'dashboard-index-signalements': { Component: ListingReportsPage, titleId: 'dashboard.reports.title' },
};

/**
 * A page's loader, after its language's catalogue (issue 12: loaded once, on the first page in that
 * language): a change of language shows the new page with its texts, never with message ids.
 */
const inLanguage =
  (locale: Locale, loader: LoaderFunction): LoaderFunction =>
  async (...args) => {
    await dashboardCatalogue.load(locale);
    return loader(...args);
  };

/**
 * One route per built dashboard page and locale, with the path, guards and name of the table.
 * `table` is the route table (a parameter for tests: e.g. a route naming a guard the dashboard lacks).
 */
export function dashboardPageRoutes(store: AppStore, table: readonly RouteDefinition[] = ROUTES): RouteObject[] {
  return table.filter((route) => route.app === 'dashboard' && Object.hasOwn(DASHBOARD_PAGES, route.name)).flatMap((route) =>
    LOCALES.map((locale): RouteObject => {
      const page = DASHBOARD_PAGES[route.name];
      const handle: DashboardRouteHandle = { routeName: route.name, locale, titleId: page.titleId, hideAccountNav: page.hideAccountNav };
      return {
        id: localisedRouteName(route.name, locale),
        path: route[locale],
        loader: inLanguage(locale, guardLoader(store, route.guards ?? [], locale)),
        Component: page.Component,
        HydrateFallback: PageLoading,
        ErrorBoundary: PageErrorBoundary,
        handle,
      };
    }),
  );
}

export function buildRoutes(store: AppStore, table: readonly RouteDefinition[] = ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: DashboardRoot,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // The bare origin (e.g. http://localhost:4300/) leads to the dashboard in the visitor's language.
          path: '/',
          loader: () => redirect(DASHBOARD_BASE[preferredLocale(document.cookie, navigator.language)]),
        },
        {
          id: 'account-layout',
          Component: AccountLayout,
          children: [
            ...dashboardPageRoutes(store, table),
            {
              path: '*',
              loader: ({ request }) => dashboardCatalogue.load(localeOfPath(new URL(request.url).pathname)).then(() => null),
              Component: NotFoundPage,
              HydrateFallback: PageLoading,
            },
          ],
        },
      ],
    },
  ];
}
