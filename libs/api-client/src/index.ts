export { baseApi, configureApiClient, apiClientConfig, TAG_TYPES, type ApiClientConfig } from './base';
export { toApiError, isApiError, NETWORK_ERROR_STATUS } from './errors';
export { makeStore, type AppStore, type AppDispatch, type RootState } from './store';
export {
  sessionApi,
  useGetCurrentUserQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useResendVerificationMutation,
} from './session';
export {
  prestatairesApi,
  useGetPrestataireQuery,
  useSearchPrestatairesQuery,
  useUpdatePrestataireColorsMutation,
  type PrestataireSearch,
  type PrestataireList,
  type PrestataireColors,
} from './prestataires';
export * from './account';
export * from './tokens';
export {
  eventsApi,
  useSearchEventsQuery,
  useGetEventQuery,
  useGetEventCategoriesQuery,
  useToggleEventSubscriptionMutation,
  useSetEventBookmarkMutation,
  type EventList,
  type EventRef,
} from './events';
export {
  annoncesApi,
  useSearchAnnoncesQuery,
  useGetAnnonceQuery,
  useGetAnnonceCategoriesQuery,
  useSetAnnonceBookmarkMutation,
  type AnnonceList,
  type AnnonceRef,
} from './annonces';
export { shortUrlsApi, useCreateShortUrlMutation, useSearchShortUrlsQuery, shortLinkHref } from './short-urls';
