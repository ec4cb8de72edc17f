import { placesEndpoints, type Place, type PlaceListQuery, type PlaceSearch, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const unwrap = (response: ResponseOf<typeof placesEndpoints.list>) => response.data;

/** Spec §7 Places: the list, and a search by id (operator 'in'), type or code. */
export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlaces: build.query<Place[], PlaceListQuery>({
      query: (query) => callOf(placesEndpoints.list, { query }),
      transformResponse: unwrap,
      providesTags: ['Place'],
    }),
    searchPlaces: build.query<Place[], PlaceSearch>({
      query: (body) => callOf(placesEndpoints.search, { body }),
      transformResponse: unwrap,
      providesTags: ['Place'],
    }),
  }),
});

export const { useGetPlacesQuery, useSearchPlacesQuery } = placesApi;
