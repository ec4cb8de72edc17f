import type { AnyEndpoint } from '../http/endpoint';
import { accountEndpoints } from './account';
import { amisPanelsEndpoints } from './amis-panels';
import { annoncesEndpoints } from './annonces';
import { apiTokensEndpoints } from './api-tokens';
import { authEndpoints } from './auth';
import { autologinEndpoints } from './autologin';
import { besoinsEndpoints } from './besoins';
import { bookmarksEndpoints } from './bookmarks';
import { conseilsEndpoints } from './conseils';
import { contactEndpoints } from './contact';
import { devOutboxEndpoints } from './dev-outbox';
import { emailVerificationEndpoints } from './email-verification';
import { eventsEndpoints, eventsV2Endpoints } from './events';
import { faqEndpoints } from './faq';
import { healthEndpoints } from './health';
import { homepageEndpoints } from './homepage';
import { infosEndpoints } from './infos';
import { listingReportsEndpoints } from './listing-reports';
import { listingsEndpoints } from './listings';
import { mediaEndpoints } from './media';
import { networksEndpoints } from './networks';
import { newsletterEndpoints } from './newsletter';
import { offresEndpoints } from './offres';
import { openDataEndpoints } from './open-data';
import { passwordsEndpoints } from './passwords';
import { placesEndpoints } from './places';
import { prestatairesEndpoints } from './prestataires';
import { profilesEndpoints } from './profiles';
import { providerContactEndpoints } from './provider-contact';
import { publiciteEndpoints } from './publicite';
import { qrEndpoints } from './qr';
import { referenceEndpoints } from './reference';
import { savedSearchesEndpoints } from './saved-searches';
import { searchEndpoints } from './search';
import { sectorsEndpoints } from './sectors';
import { shortUrlsEndpoints } from './short-urls';
import { suggestionsEndpoints } from './suggestions';
import { tagsEndpoints } from './tags';
import { unregisterEndpoints } from './unregister';

export { accountEndpoints } from './account';
export { amisPanelsEndpoints } from './amis-panels';
export { annoncesEndpoints } from './annonces';
export { apiTokensEndpoints } from './api-tokens';
export { authEndpoints } from './auth';
export { autologinEndpoints } from './autologin';
export { besoinsEndpoints } from './besoins';
export { bookmarkEndpointOf, bookmarksEndpoints } from './bookmarks';
export { conseilsEndpoints } from './conseils';
export { contactEndpoints } from './contact';
export { devOutboxEndpoints } from './dev-outbox';
export { emailVerificationEndpoints } from './email-verification';
export { eventsEndpoints, eventsV2Endpoints } from './events';
export { faqEndpoints } from './faq';
export { healthEndpoints } from './health';
export { homepageEndpoints } from './homepage';
export { infosEndpoints } from './infos';
export { listingReportsEndpoints } from './listing-reports';
export { listingsEndpoints } from './listings';
export { mediaEndpoints } from './media';
export { networksEndpoints } from './networks';
export { newsletterEndpoints } from './newsletter';
export { offresEndpoints } from './offres';
export { openDataEndpoints } from './open-data';
export { passwordsEndpoints } from './passwords';
export { placesEndpoints } from './places';
export { prestatairesEndpoints } from './prestataires';
export { profilesEndpoints } from './profiles';
export { providerContactEndpoints } from './provider-contact';
export { publiciteEndpoints } from './publicite';
export { qrEndpoints } from './qr';
export { referenceEndpoints } from './reference';
export { savedSearchesEndpoints } from './saved-searches';
export { searchEndpoints } from './search';
export { sectorsEndpoints } from './sectors';
export { shortUrlsEndpoints } from './short-urls';
export { suggestionsEndpoints } from './suggestions';
export { tagsEndpoints } from './tags';
export { unregisterEndpoints } from './unregister';

/** Every endpoint of the API by group: the route coverage test and the OpenAPI document read it. */
export const endpointGroups = {
  account: accountEndpoints,
  amisPanels: amisPanelsEndpoints,
  annonces: annoncesEndpoints,
  apiTokens: apiTokensEndpoints,
  auth: authEndpoints,
  autologin: autologinEndpoints,
  besoins: besoinsEndpoints,
  bookmarks: bookmarksEndpoints,
  conseils: conseilsEndpoints,
  contact: contactEndpoints,
  devOutbox: devOutboxEndpoints,
  emailVerification: emailVerificationEndpoints,
  events: eventsEndpoints,
  eventsV2: eventsV2Endpoints,
  faq: faqEndpoints,
  health: healthEndpoints,
  homepage: homepageEndpoints,
  infos: infosEndpoints,
  listingReports: listingReportsEndpoints,
  listings: listingsEndpoints,
  media: mediaEndpoints,
  networks: networksEndpoints,
  newsletter: newsletterEndpoints,
  offres: offresEndpoints,
  openData: openDataEndpoints,
  passwords: passwordsEndpoints,
  places: placesEndpoints,
  prestataires: prestatairesEndpoints,
  profiles: profilesEndpoints,
  providerContact: providerContactEndpoints,
  publicite: publiciteEndpoints,
  qr: qrEndpoints,
  reference: referenceEndpoints,
  savedSearches: savedSearchesEndpoints,
  search: searchEndpoints,
  sectors: sectorsEndpoints,
  shortUrls: shortUrlsEndpoints,
  suggestions: suggestionsEndpoints,
  tags: tagsEndpoints,
  unregister: unregisterEndpoints,
} as const;

export function allEndpoints(): AnyEndpoint[] {
  return Object.values(endpointGroups).flatMap((group) => Object.values(group) as AnyEndpoint[]);
}
