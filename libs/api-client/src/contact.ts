import type { ContactMessageInput, FormReceipt } from '@sam/contracts';
import { baseApi } from './base';

/** Spec §2 /fr/contact: POST /api/contact (CSRF cookie first, like every write). */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<FormReceipt, ContactMessageInput>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
