import { publiciteEndpoints, suggestionsEndpoints, type AdOrderInput, type FormReceipt, type InfoSuggestionInput, type PrestataireSuggestionInput } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** Spec §7 POST /api/prestataires/suggestions and /api/infos/suggestions; the advertising order form. */
export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    suggestPrestataire: build.mutation<FormReceipt, PrestataireSuggestionInput>({
      query: (body) => callOf(suggestionsEndpoints.suggestPrestataire, { body }),
    }),
    suggestInfo: build.mutation<FormReceipt, InfoSuggestionInput>({
      query: (body) => callOf(suggestionsEndpoints.suggestInfo, { body }),
    }),
    orderAd: build.mutation<FormReceipt, AdOrderInput>({
      query: (body) => callOf(publiciteEndpoints.order, { body }),
    }),
  }),
});

export const { useSuggestPrestataireMutation, useSuggestInfoMutation, useOrderAdMutation } = suggestionsApi;
