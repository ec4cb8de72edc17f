import type { AdOrderInput, FormReceipt, InfoSuggestionInput, PrestataireSuggestionInput } from '@sam/contracts';
import { baseApi } from './base';

/** Spec §7 POST /api/prestataires/suggestions and /api/infos/suggestions; the advertising order form. */
export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggestPrestataire: build.mutation<FormReceipt, PrestataireSuggestionInput>({
      query: (body) => ({ url: '/api/prestataires/suggestions', method: 'POST', body }),
    }),
    suggestInfo: build.mutation<FormReceipt, InfoSuggestionInput>({
      query: (body) => ({ url: '/api/infos/suggestions', method: 'POST', body }),
    }),
    orderAd: build.mutation<FormReceipt, AdOrderInput>({
      query: (body) => ({ url: '/api/publicite/commandes', method: 'POST', body }),
    }),
  }),
});

export const { useSuggestPrestataireMutation, useSuggestInfoMutation, useOrderAdMutation } = suggestionsApi;
