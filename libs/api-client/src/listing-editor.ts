import {
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

/** Answers with or without the `{ data }` envelope. */
const unwrap = <T>(response: T | { data: T }): T =>
  response !== null && typeof response === 'object' && 'data' in (response as object) ? (response as { data: T }).data : (response as T);

/** Cache tags of the listing editor, all of type 'Prestataire'. */
const MINE = { type: 'Prestataire', id: 'MINE' } as const;
const LIST = { type: 'Prestataire', id: 'LIST' } as const;
export const VALIDATIONS = { type: 'Prestataire', id: 'VALIDATIONS' } as const;
const editCopy = (slug: string) => ({ type: 'Prestataire' as const, id: `edit:${slug}` });
const versions = (slug: string) => ({ type: 'Prestataire' as const, id: `versions:${slug}` });
const media = (slug: string) => ({ type: 'Prestataire' as const, id: `media:${slug}` });

export type ListingMediaKind = 'photos' | 'documents';
export interface ListingMediaItem {
  photos: ListingPhoto;
  documents: ListingDocument;
}

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
      query: () => ({ url: '/api/prestataires/mine' }),
      transformResponse: (response: { data: MyListing[] }) => response.data,
      providesTags: [MINE],
    }),

    /** POST /api/prestataires: the first step (creer-un-prestataire); a draft owned by its creator. */
    createListing: build.mutation<{ slug: string; title: string }, PrestataireCreate>({
      query: (body) => ({ url: '/api/prestataires', method: 'POST', body }),
      transformResponse: (response: unknown) => {
        const created = unwrap(response as { listing?: { slug: string; title: string }; slug?: string; title?: string });
        return created.listing ?? { slug: created.slug ?? '', title: created.title ?? '' };
      },
      invalidatesTags: (_result, error) => (error ? [] : [MINE, 'User']),
    }),

    /** GET /api/prestataires/{slug}?edit=1: the edit copy the editor's tabs show. */
    getListingEditCopy: build.query<ListingEditCopy, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}`, params: { edit: 1, locale } }),
      transformResponse: (response: ListingEditCopy | { data: ListingEditCopy }) => unwrap(response),
      providesTags: (_result, _error, { slug }) => [editCopy(slug)],
    }),

    /** PUT /api/prestataires/{slug}: saves the whole edit copy (nothing public changes). */
    saveListingEditCopy: build.mutation<ListingEditCopy, { slug: string; edit: PrestataireEdit }>({
      query: ({ slug, edit }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}`, method: 'PUT', body: edit }),
      transformResponse: (response: ListingEditCopy | { data: ListingEditCopy }) => unwrap(response),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE]),
    }),

    /** POST /api/prestataires/commit: sends the saved edit copy to the SAM team for validation. */
    commitListing: build.mutation<unknown, PrestataireCommitInput & { slug: string }>({
      query: (body) => ({ url: '/api/prestataires/commit', method: 'POST', body }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE, VALIDATIONS, 'User']),
    }),

    /** POST /api/prestataires/{slug}/unpublish and /publish: takes a published listing offline, or back. */
    setListingPublished: build.mutation<unknown, { slug: string; published: boolean }>({
      query: ({ slug, published }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/${published ? 'publish' : 'unpublish'}`, method: 'POST' }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [MINE, LIST, editCopy(slug), { type: 'Prestataire', id: slug }, 'User']),
    }),

    /** POST /api/prestataires/{slug}/give-consent: gives (or, with consent false, withdraws) the network consent of a listing (§4, §6). */
    setNetworkConsent: build.mutation<unknown, { slug: string; consent: boolean }>({
      query: ({ slug, consent }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/give-consent`, method: 'POST', body: { consent } }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : ['User', MINE, editCopy(slug)]),
    }),

    /** DELETE /api/prestataires/{slug}: a draft never validated, with its files (the team may delete any listing). */
    deleteListing: build.mutation<void, { slug: string }>({
      query: ({ slug }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [MINE, VALIDATIONS, 'User']),
    }),

    /** GET /api/prestataires/{slug}/versions: newest first, the edit copy first when there is one. */
    listListingVersions: build.query<ListingVersion[], string>({
      query: (slug) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/versions` }),
      transformResponse: (response: { data: ListingVersion[] }) => response.data,
      providesTags: (_result, _error, slug) => [versions(slug)],
    }),

    /** POST /api/prestataires/versions/{id}/apply: that version's content becomes the edit copy. */
    applyListingVersion: build.mutation<unknown, { id: number; slug: string }>({
      query: ({ id }) => ({ url: `/api/prestataires/versions/${id}/apply`, method: 'POST' }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [editCopy(slug), versions(slug), MINE]),
    }),

    /** POST /api/prestataires/{id}/export-history: the history as a PDF, handed over as an object URL. */
    exportListingHistory: build.mutation<DownloadedFile, { id: number }>({
      queryFn: async ({ id }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `/api/prestataires/${id}/export-history`,
          method: 'POST',
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
      query: ({ slug, kind }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/${kind}` }),
      transformResponse: (response: { data: ListingPhoto[] | ListingDocument[] }) => response.data,
      providesTags: (_result, _error, { slug }) => [media(slug)],
    }),

    /** POST /api/prestataires/{slug}/photos|documents: one file and its text fields, multipart. */
    uploadListingMedia: build.mutation<ListingPhoto | ListingDocument, ListingUpload>({
      query: ({ slug, kind, file, fields }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null && value !== '') body.append(name, String(value));
        body.append('file', file, file.name);
        return { url: `/api/prestataires/${encodeURIComponent(slug)}/${kind}`, method: 'POST', body };
      },
      transformResponse: (response: { data: ListingPhoto | ListingDocument }) => response.data,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [media(slug)]),
    }),

    /** PUT /api/prestataires/{slug}/photos|documents/{id}: title, description, alternative text, link. */
    updateListingMedia: build.mutation<ListingPhoto | ListingDocument, { slug: string; kind: ListingMediaKind; id: number; fields: MediaFieldsInput }>({
      query: ({ slug, kind, id, fields }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/${kind}/${id}`, method: 'PUT', body: fields }),
      transformResponse: (response: { data: ListingPhoto | ListingDocument }) => response.data,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [media(slug)]),
    }),

    /** DELETE /api/prestataires/{slug}/photos|documents/{id}. */
    deleteListingMedia: build.mutation<void, { slug: string; kind: ListingMediaKind; id: number }>({
      query: ({ slug, kind, id }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}/${kind}/${id}`, method: 'DELETE' }),
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
