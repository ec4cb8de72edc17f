import type { Place, PlaceListQuery, PlaceSearch } from '@sam/contracts';
import { baseApi } from './base';

/** Spec §7 Places: the list, and a search by id (operator 'in'), type or code. */
export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.query<Place[], PlaceListQuery>({
      query: (params) => ({ url: '/api/places', params }),
      transformResponse: (response: { data: Place[] }) => response.data,
      providesTags: ['Place'],
    }),
    searchPlaces: build.query<Place[], PlaceSearch>({
      query: (body) => ({ url: '/api/places/search', method: 'POST', body }),
      transformResponse: (response: { data: Place[] }) => response.data,
      providesTags: ['Place'],
    }),
  }),
});

export const { useGetPlacesQuery, useSearchPlacesQuery } = placesApi;
