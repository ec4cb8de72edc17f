import {
  networksEndpoints as e,
  urlOf,
  type NetworkCandidate,
  type NetworkEmailInput,
  type NetworkHighlightsInput,
  type NetworkImportPreview,
  type NetworkLinkInput,
  type NetworkParamsInput,
  type NetworkRelationAction,
  type ResponseOf,
  type UserNetwork,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';
import type { DownloadedFile } from './listing-editor';

/** Everything the dashboard's network pages show comes from GET /api/users/network: one tag for all. */
const NETWORK = { type: 'Network', id: 'MINE' } as const;
const invalidate = (_result: unknown, error: unknown) => (error ? [] : [NETWORK]);

/** Issue 13: the dashboard's network pages (mon-reseau, travailler-en-reseau and their subpages). */
export const networksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserNetwork: build.query<UserNetwork, { accepted?: boolean } | void>({
      query: (args) => callOf(e.userNetwork, { query: args?.accepted ? { accepted: '1' } : {} }),
      transformResponse: (response: ResponseOf<typeof e.userNetwork>) => response.data,
      providesTags: [NETWORK],
    }),
    inviteToNetwork: build.mutation<unknown, NetworkLinkInput>({
      query: (body) => callOf(e.invite, { body }),
      invalidatesTags: invalidate,
    }),
    askToJoinNetwork: build.mutation<unknown, NetworkLinkInput>({
      query: (body) => callOf(e.request, { body }),
      invalidatesTags: invalidate,
    }),
    changeNetworkRelation: build.mutation<unknown, { id: number; action: NetworkRelationAction }>({
      query: (params) => callOf(e.transition, { params }),
      invalidatesTags: invalidate,
    }),
    saveNetworkParams: build.mutation<unknown, { slug: string; body: NetworkParamsInput }>({
      query: ({ slug, body }) => callOf(e.saveParams, { params: { slug }, body }),
      invalidatesTags: invalidate,
    }),
    uploadNetworkLogo: build.mutation<unknown, { slug: string; file: File }>({
      query: ({ slug, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: urlOf(e.uploadLogo, { params: { slug } }), method: e.uploadLogo.method, body };
      },
      invalidatesTags: invalidate,
    }),
    deleteNetworkLogo: build.mutation<unknown, { slug: string }>({
      query: (params) => callOf(e.deleteLogo, { params }),
      invalidatesTags: invalidate,
    }),
    saveNetworkHighlights: build.mutation<unknown, { slug: string; body: NetworkHighlightsInput }>({
      query: ({ slug, body }) => callOf(e.saveHighlights, { params: { slug }, body }),
      invalidatesTags: invalidate,
    }),
    searchNetworkCandidates: build.query<NetworkCandidate[], { slug: string; q: string }>({
      query: ({ slug, q }) => callOf(e.candidates, { params: { slug }, query: { q } }),
      transformResponse: (response: ResponseOf<typeof e.candidates>) => response.data,
      providesTags: [NETWORK],
    }),
    previewNetworkImport: build.mutation<NetworkImportPreview, { slug: string; file: File }>({
      query: ({ slug, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: urlOf(e.previewImport, { params: { slug } }), method: e.previewImport.method, body };
      },
      transformResponse: (response: ResponseOf<typeof e.previewImport>) => response.data,
    }),
    importNetworkMembers: build.mutation<{ invited: number }, { slug: string; ids: number[] }>({
      query: ({ slug, ids }) => callOf(e.importMembers, { params: { slug }, body: { ids } }),
      transformResponse: (response: ResponseOf<typeof e.importMembers>) => response.data,
      invalidatesTags: invalidate,
    }),
    /** The members as a file, handed over as an object URL (revoke it once used). */
    exportNetwork: build.mutation<DownloadedFile, { slug: string; format: 'csv' | 'xlsx' }>({
      queryFn: async ({ slug, format }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: urlOf(e.exportMembers, { params: { slug }, query: { format } }),
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        const disposition = result.meta?.response?.headers.get('content-disposition') ?? '';
        const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? `reseau.${format}`;
        return { data: { url: URL.createObjectURL(result.data as Blob), fileName } };
      },
    }),
    emailNetwork: build.mutation<{ sent: number }, { slug: string; body: NetworkEmailInput }>({
      query: ({ slug, body }) => callOf(e.emailMembers, { params: { slug }, body }),
      transformResponse: (response: ResponseOf<typeof e.emailMembers>) => response.data,
    }),
  }),
});

export const {
  useGetUserNetworkQuery,
  useInviteToNetworkMutation,
  useAskToJoinNetworkMutation,
  useChangeNetworkRelationMutation,
  useSaveNetworkParamsMutation,
  useUploadNetworkLogoMutation,
  useDeleteNetworkLogoMutation,
  useSaveNetworkHighlightsMutation,
  useSearchNetworkCandidatesQuery,
  usePreviewNetworkImportMutation,
  useImportNetworkMembersMutation,
  useExportNetworkMutation,
  useEmailNetworkMutation,
} = networksApi;
