import { shortUrlsEndpoints, type ResponseOf, type ShortUrl, type ShortUrlCreate, type ShortUrlSearch } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** Spec §7 "Tags and short URLs": make a short link for one of our pages, look links up. */
export const shortUrlsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createShortUrl: build.mutation<ShortUrl, ShortUrlCreate>({
      query: (body) => callOf(shortUrlsEndpoints.create, { body }),
    }),
    searchShortUrls: build.query<ShortUrl[], ShortUrlSearch>({
      query: (body) => callOf(shortUrlsEndpoints.search, { body }),
      transformResponse: (response: ResponseOf<typeof shortUrlsEndpoints.search>) => response.data,
    }),
  }),
});

export const { useCreateShortUrlMutation, useSearchShortUrlsQuery } = shortUrlsApi;

/** The public address of a short link: {origin}/{locale}/s/{id}/{short_code}. */
export const shortLinkHref = (origin: string, locale: string, link: Pick<ShortUrl, 'id' | 'short_code'>) =>
  `${origin.replace(/\/+$/, '')}/${locale}/s/${link.id}/${link.short_code}`;
