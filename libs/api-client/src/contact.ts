import { contactEndpoints, providerContactEndpoints, type ContactMessageInput, type FormReceipt, type ProviderContactInput } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** Spec §2 /fr/contact: POST /api/contact (CSRF cookie first, like every write). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<FormReceipt, ContactMessageInput>({
      query: (body) => callOf(contactEndpoints.send, { body }),
    }),
    /** §7 POST /api/prestataires/contact: a message to a provider from its public page. */
    sendProviderMessage: build.mutation<FormReceipt, ProviderContactInput>({
      query: (body) => callOf(providerContactEndpoints.send, { body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useSendProviderMessageMutation } = contactApi;
