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
  useListMyEventsQuery,
  useGetEventForEditingQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  type EventList,
  type EventRef,
  type OwnEventList,
  type OwnEventsQuery,
} from './events';
export {
  annoncesApi,
  useSearchAnnoncesQuery,
  useGetAnnonceQuery,
  useGetAnnonceCategoriesQuery,
  useListMyAnnoncesQuery,
  useGetAnnonceForEditingQuery,
  useCreateAnnonceMutation,
  useUpdateAnnonceMutation,
  useDeleteAnnonceMutation,
  type AnnonceList,
  type AnnonceRef,
  type MyAnnoncesQuery,
} from './annonces';
export { offresApi, useSearchOffresQuery, useGetOffreQuery, useGetOffreCategoriesQuery, type OffreList, type OffreRef } from './offres';
export { shortUrlsApi, useCreateShortUrlMutation, useSearchShortUrlsQuery, shortLinkHref } from './short-urls';
export {
  infosApi,
  useListInfosQuery,
  useSearchInfosQuery,
  useGetInfoQuery,
  useGetRelatedInfosQuery,
  useGetInfoForEditingQuery,
  useUpdateInfoMutation,
  type InfoList,
  type InfoRef,
} from './infos';
export {
  conseilsApi,
  useListConseilsQuery,
  useGetConseilQuery,
  useGetConseilForEditingQuery,
  useUpdateConseilMutation,
  type ConseilList,
  type ConseilRef,
} from './conseils';
export { bookmarksApi, useSetBookmarkMutation, type BookmarkChange } from './bookmarks';
export { besoinsApi, useSearchBesoinsQuery, useGetBesoinQuery, type BesoinList } from './besoins';
export { homepageApi, useGetHomepageContentQuery, useGetHomepageCampaignsQuery } from './homepage';
export { placesApi, useGetPlacesQuery, useSearchPlacesQuery } from './places';
export {
  amisPanelsApi,
  useGetAmisPanelsQuery,
  useGetAmisPanelQuery,
  useListManagedAmisPanelsQuery,
  useCreateAmisPanelMutation,
  useUpdateAmisPanelMutation,
  useDeleteAmisPanelMutation,
} from './amis-panels';
export { contactApi, useSendContactMessageMutation, useSendProviderMessageMutation } from './contact';
export { suggestionsApi, useSuggestPrestataireMutation, useSuggestInfoMutation, useOrderAdMutation } from './suggestions';
export { newsletterApi, useSubscribeNewsletterMutation, useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } from './newsletter';
export {
  listingEditorApi,
  useListMyListingsQuery,
  useDeleteListingMutation,
  useSetNetworkConsentMutation,
  useCreateListingMutation,
  useGetListingEditCopyQuery,
  useSaveListingEditCopyMutation,
  useCommitListingMutation,
  useSetListingPublishedMutation,
  useListListingVersionsQuery,
  useApplyListingVersionMutation,
  useExportListingHistoryMutation,
  useListSectorsQuery,
  useSuggestTagsQuery,
  useListListingMediaQuery,
  useUploadListingMediaMutation,
  useUpdateListingMediaMutation,
  useDeleteListingMediaMutation,
  type ListingMediaKind,
  type ListingUpload,
  type DownloadedFile,
} from './listing-editor';
export { validationsApi, useListValidationQueueQuery, useApproveVersionMutation, useRejectVersionMutation } from './validations';
export {
  listingReportsApi,
  useReportListingErrorMutation,
  useListListingReportsQuery,
  useMarkListingReportHandledMutation,
  useReplyToListingReportMutation,
} from './listing-reports';
export { callOf } from './contract';
export * from './networks';
export * from './saved-searches';
