import { newsletterEndpoints, type NewsletterConfirmInput, type NewsletterSubscribeInput, type NewsletterUnsubscribeParams, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** Newsletter sign-up (footer form), its double opt-in page and the unsubscribe page (issue 15). */
export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<ResponseOf<typeof newsletterEndpoints.subscribe>, NewsletterSubscribeInput>({
      query: (body) => callOf(newsletterEndpoints.subscribe, { body }),
    }),
    confirmNewsletter: build.mutation<ResponseOf<typeof newsletterEndpoints.confirm>, NewsletterConfirmInput>({
      query: (body) => callOf(newsletterEndpoints.confirm, { body }),
    }),
    unsubscribeNewsletter: build.mutation<ResponseOf<typeof newsletterEndpoints.unsubscribe>, NewsletterUnsubscribeParams>({
      query: (query) => callOf(newsletterEndpoints.unsubscribe, { query }),
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useConfirmNewsletterMutation, useUnsubscribeNewsletterMutation } = newsletterApi;
