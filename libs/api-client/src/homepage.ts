import type { AdCampaign, HomepageContent, Locale } from '@sam/contracts';
import { baseApi } from './base';

/** Spec §7 Homepage and advertising: news and guide entries, the adverts running now. */
export const homepageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomepageContent: build.query<HomepageContent, Locale>({
      query: (locale) => ({ url: '/api/content/homepage', params: { locale } }),
    }),
    getHomepageCampaigns: build.query<AdCampaign[], Locale>({
      query: (locale) => ({ url: '/api/publicite/homepage/campagnes', params: { locale } }),
      transformResponse: (response: { data: AdCampaign[] }) => response.data,
    }),
  }),
});

export const { useGetHomepageContentQuery, useGetHomepageCampaignsQuery } = homepageApi;
