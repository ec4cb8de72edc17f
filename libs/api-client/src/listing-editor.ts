import {
  isListingEditCopy,
  listingsEndpoints,
  mediaEndpoints,
  prestatairesEndpoints,
  sectorsEndpoints,
  tagsEndpoints,
  type ListingDocument,
  type ListingEditCopy,
  type ListingPhoto,
  type ListingVersion,
  type Locale,
  type MediaFieldsInput,
  type MyListing,
  type PrestataireCommitInput,
  type PrestataireCreate,
  type PrestataireEdit,
  type ResponseOf,
  type SectorCount,
  type TagSuggestion,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** GET and PUT /api/prestataires/{slug} answer the page or the edit copy: these calls ask for the edit copy. */
export function editCopyIn({ data }: ResponseOf<typeof prestatairesEndpoints.get>): ListingEditCopy {
  if (!isListingEditCopy(data)) throw new TypeError('The API answered the listing page, not its edit copy');
  return data;
}
const editCopyData = (response: { data: ListingEditCopy }) => response.data;

/** Cache tags of the listing editor, all of type 'Prestataire'. */
const MINE = { type: 'Prestataire', id: 'MINE' } as const;
const LIST = { type: 'Prestataire', id: 'LIST' } as const;
export const VALIDATIONS = { type: 'Prestataire', id: 'VALIDATIONS' } as const;
const editCopy = (slug: string) => ({ type: 'Prestataire' as const, id: `edit:${slug}` });
const versions = (slug: string) => ({ type: 'Prestataire' as const, id: `versions:${slug}` });
const media = (slug: string) => ({ type: 'Prestataire' as const, id: `media:${slug}` });

export type ListingMediaKind = 'photos' | 'documents';

/** The contracts of each kind of listing file. */
const MEDIA = {
  photos: { list: mediaEndpoints.listPhotos, upload: mediaEndpoints.uploadPhoto, update: mediaEndpoints.updatePhoto, remove: mediaEndpoints.deletePhoto },
  documents: { list: mediaEndpoints.listDocuments, upload: mediaEndpoints.uploadDocument, update: mediaEndpoints.updateDocument, remove: mediaEndpoints.deleteDocument },
} as const;

/** A file to upload with its text fields (sent as multipart/form-data). */
export interface ListingUpload {
  slug: string;
  kind: ListingMediaKind;
  file: File;
  fields: MediaFieldsInput;
}

/** The history PDF as an object URL (revoke it once used) and the name to save it under. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** Issue #11: what the dashboard's listing pages call (creer-un-prestataire, mes-fiches, the editor). */
export const listingEditorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/prestataires/mine: the user's listings with their state (mes-fiches). */
    listMyListings: build.query<MyListing[], void>({
      query: () => callOf(listingsEndpoints.mine, {}),
      transformResponse: (response: ResponseOf<typeof listingsEndpoints.mine>) => response.data,
      providesTags: [MINE],
    }),

    /** POST /api/prestataires: the first step (creer-un-prestataire); a draft owned by its creator. */
    createListing: build.mutation<{ slug: string; title: string }, PrestataireCreate>({
      query: (body) => callOf(listingsEndpoints.create, { body }),
      transformResponse: ({ data: { listing } }: ResponseOf<typeof listingsEndpoints.create>) => ({ slug: listing.slug, title: listing.title }),
      invalidatesTags: (_result, error) => (error ? [] : [MINE, 'User']),
    }),

    /** GET /api/prestataires/{slug}?edit=1: the edit copy the editor's tabs show. */
    getListingEditCopy: build.query<ListingEditCopy, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => callOf(prestatairesEndpoints.get, { params: { slug }, query: { edit: '1', locale } }),
      transformResponse: editCopyIn,
      providesTags: (_result, _error, { slug }) => [editCopy(slug)],
    }),

    /** PUT /api/prestataires/{slug}: saves the whole edit copy (nothing public changes). */
    saveListingEditCopy: build.mutation<ListingEditCopy, { slug: string; edit: PrestataireEdit }>({
      query: ({ slug, edit }) => callOf(listingsEndpoints.update, { params: { slug }, body: edit }),
      transformResponse: editCopyIn,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE]),
    }),

    /** POST /api/prestataires/commit: sends the saved edit copy to the SAM team for validation. */
    commitListing: build.mutation<ListingEditCopy, PrestataireCommitInput & { slug: string }>({
      query: (body) => callOf(listingsEndpoints.commit, { body }),
      transformResponse: editCopyData,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE, VALIDATIONS, 'User']),
    }),

    /** POST /api/prestataires/{slug}/unpublish and /publish: takes a published listing offline, or back. */
    setListingPublished: build.mutation<ListingEditCopy, { slug: string; published: boolean }>({
      query: ({ slug, published }) => callOf(published ? listingsEndpoints.publish : listingsEndpoints.unpublish, { params: { slug } }),
      transformResponse: editCopyData,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [MINE, LIST, editCopy(slug), { type: 'Prestataire', id: slug }, 'User']),
    }),

    /** POST /api/prestataires/{slug}/give-consent: gives (or, with consent false, withdraws) the network consent of a listing (§4, §6). */
    setNetworkConsent: build.mutation<ResponseOf<typeof listingsEndpoints.giveConsent>['data'], { slug: string; consent: boolean }>({
      query: ({ slug, consent }) => callOf(listingsEndpoints.giveConsent, { params: { slug }, body: { consent } }),
      transformResponse: (response: ResponseOf<typeof listingsEndpoints.giveConsent>) => response.data,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : ['User', MINE, editCopy(slug)]),
    }),

    /** DELETE /api/prestataires/{slug}: a draft never validated, with its files (the team may delete any listing). */
    deleteListing: build.mutation<void, { slug: string }>({
      query: ({ slug }) => callOf(listingsEndpoints.delete, { params: { slug } }),
      invalidatesTags: (_result, error) => (error ? [] : [MINE, VALIDATIONS, 'User']),
    }),

    /** GET /api/prestataires/{slug}/versions: newest first, the edit copy first when there is one. */
    listListingVersions: build.query<ListingVersion[], string>({
      query: (slug) => callOf(listingsEndpoints.versions, { params: { slug } }),
      transformResponse: (response: ResponseOf<typeof listingsEndpoints.versions>) => response.data,
      providesTags: (_result, _error, slug) => [versions(slug)],
    }),

    /** POST /api/prestataires/versions/{id}/apply: that version's content becomes the edit copy. */
    applyListingVersion: build.mutation<ListingEditCopy, { id: number; slug: string }>({
      query: ({ id }) => callOf(listingsEndpoints.applyVersion, { params: { id } }),
      transformResponse: editCopyData,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE]),
    }),

    /** POST /api/prestataires/{id}/export-history: the history as a PDF, handed over as an object URL. */
    exportListingHistory: build.mutation<DownloadedFile, { id: number }>({
      queryFn: async ({ id }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          ...callOf(listingsEndpoints.exportHistory, { params: { id: String(id) } }),
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const disposition = result.meta?.response?.headers.get('content-disposition') ?? '';
        const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'history.pdf';
        return { data: { url: URL.createObjectURL(result.data as Blob), fileName } };
      },
    }),

    /** GET /api/sectors: every sector (trade) a listing can be filed under. */
    listSectors: build.query<SectorCount[], void>({
      query: () => callOf(sectorsEndpoints.list, {}),
      transformResponse: (response: ResponseOf<typeof sectorsEndpoints.list>) => response.data,
    }),

    /** POST /api/tags/algolia: tag suggestions for tab 4. */
    suggestTags: build.query<TagSuggestion[], { query: string; locale: Locale }>({
      query: (body) => callOf(tagsEndpoints.suggest, { body: { ...body, limit: 8 } }),
      transformResponse: (response: ResponseOf<typeof tagsEndpoints.suggest>) => response.hits,
    }),

    /** GET /api/prestataires/{slug}/photos|documents. */
    listListingMedia: build.query<ListingPhoto[] | ListingDocument[], { slug: string; kind: ListingMediaKind }>({
      query: ({ slug, kind }) => callOf(MEDIA[kind].list, { params: { slug } }),
      transformResponse: (response: ResponseOf<(typeof MEDIA)[ListingMediaKind]['list']>) => response.data,
      providesTags: (_result, _error, { slug }) => [media(slug)],
    }),

    /** POST /api/prestataires/{slug}/photos|documents: one file and its text fields, multipart. */
    uploadListingMedia: build.mutation<ListingPhoto | ListingDocument, ListingUpload>({
      query: ({ slug, kind, file, fields }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null && value !== '') body.append(name, String(value));
        body.append('file', file, file.name);
        return { ...callOf(MEDIA[kind].upload, { params: { slug } }), body };
      },
      transformResponse: (response: ResponseOf<(typeof MEDIA)[ListingMediaKind]['upload']>) => response.data,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [media(slug)]),
    }),

    /** PUT /api/prestataires/{slug}/photos|documents/{id}: title, description, alternative text, link. */
    updateListingMedia: build.mutation<ListingPhoto | ListingDocument, { slug: string; kind: ListingMediaKind; id: number; fields: MediaFieldsInput }>({
      query: ({ slug, kind, id, fields }) => callOf(MEDIA[kind].update, { params: { slug, id }, body: fields }),
      transformResponse: (response: ResponseOf<(typeof MEDIA)[ListingMediaKind]['update']>) => response.data,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [media(slug)]),
    }),

    /** DELETE /api/prestataires/{slug}/photos|documents/{id}. */
    deleteListingMedia: build.mutation<void, { slug: string; kind: ListingMediaKind; id: number }>({
      query: ({ slug, kind, id }) => callOf(MEDIA[kind].remove, { params: { slug, id } }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [media(slug)]),
    }),
  }),
});

export const {
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
} = listingEditorApi;
