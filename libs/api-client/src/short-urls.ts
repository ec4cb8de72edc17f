import type { ShortUrl, ShortUrlCreate, ShortUrlSearch } from '@sam/contracts';
import { baseApi } from './base';

/** Spec §7 "Tags and short URLs": make a short link for one of our pages, look links up. */
export const shortUrlsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createShortUrl: build.mutation<ShortUrl, ShortUrlCreate>({
      query: (body) => ({ url: '/api/urls', method: 'POST', body }),
    }),
    searchShortUrls: build.query<ShortUrl[], ShortUrlSearch>({
      query: (body) => ({ url: '/api/urls/search', method: 'POST', body }),
      transformResponse: (response: { data: ShortUrl[] }) => response.data,
    }),
  }),
});

export const { useCreateShortUrlMutation, useSearchShortUrlsQuery } = shortUrlsApi;

/** The public address of a short link: {origin}/{locale}/s/{id}/{short_code}. */
export const shortLinkHref = (origin: string, locale: string, link: Pick<ShortUrl, 'id' | 'short_code'>) =>
  `${origin.replace(/\/+$/, '')}/${locale}/s/${link.id}/${link.short_code}`;
