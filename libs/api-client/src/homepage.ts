import { homepageEndpoints, publiciteEndpoints, type AdCampaign, type HomepageContent, type Locale, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** Spec §7 Homepage and advertising: news and guide entries, the adverts running now. */
export const homepageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomepageContent: build.query<HomepageContent, Locale>({
      query: (locale) => callOf(homepageEndpoints.getContent, { query: { locale } }),
    }),
    getHomepageCampaigns: build.query<AdCampaign[], Locale>({
      query: (locale) => callOf(publiciteEndpoints.listHomepageCampaigns, { query: { locale } }),
      transformResponse: (response: ResponseOf<typeof publiciteEndpoints.listHomepageCampaigns>) => response.data,
    }),
  }),
});

export const { useGetHomepageContentQuery, useGetHomepageCampaignsQuery } = homepageApi;
