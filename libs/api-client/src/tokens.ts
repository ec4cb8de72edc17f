import { apiTokensEndpoints, type ApiToken, type ResponseOf, type TokenCreateInput } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const LIST = { type: 'Token', id: 'LIST' } as const;

/** Spec §3 Token: title, created on, expires on; the value is shown once, at creation. */
export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTokens: build.query<ApiToken[], void>({
      query: () => callOf(apiTokensEndpoints.list, {}),
      transformResponse: (response: ResponseOf<typeof apiTokensEndpoints.list>) => response.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((t) => ({ type: 'Token' as const, id: t.id }))],
    }),
    createToken: build.mutation<ResponseOf<typeof apiTokensEndpoints.create>, TokenCreateInput>({
      query: (body) => callOf(apiTokensEndpoints.create, { body }),
      invalidatesTags: [LIST],
    }),
    revokeToken: build.mutation<ResponseOf<typeof apiTokensEndpoints.revoke>, number>({
      query: (id) => callOf(apiTokensEndpoints.revoke, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Token', id }],
    }),
  }),
});

export const { useListTokensQuery, useCreateTokenMutation, useRevokeTokenMutation } = tokensApi;
