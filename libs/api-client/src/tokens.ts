import type { ApiToken, ApiTokenCreated, TokenCreateInput } from '@sam/contracts';
import { baseApi } from './base';

const LIST = { type: 'Token', id: 'LIST' } as const;

/** Spec §3 Token: title, created on, expires on; the value is shown once, at creation. */
export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listTokens: build.query<ApiToken[], void>({
      query: () => '/api/tokens',
      transformResponse: (response: { data: ApiToken[] }) => response.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((t) => ({ type: 'Token' as const, id: t.id }))],
    }),
    createToken: build.mutation<ApiTokenCreated, TokenCreateInput>({
      query: (body) => ({ url: '/api/tokens', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    revokeToken: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/tokens/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Token', id }],
    }),
  }),
});

export const { useListTokensQuery, useCreateTokenMutation, useRevokeTokenMutation } = tokensApi;
