import { defineEndpoint } from '../http/endpoint';
import { placeListQuerySchema, placeListSchema, placeSearchSchema } from '../places';

const tags = ['Places'];

/** §7 Places: the Belgian administrative areas the map and the listings refer to. */
export const placesEndpoints = {
  list: defineEndpoint({
    id: 'places.list',
    method: 'GET',
    path: '/api/places',
    summary: 'Every place, or those of one type, names sorted in the locale',
    tags,
    access: 'public',
    query: placeListQuerySchema,
    response: placeListSchema,
  }),
  search: defineEndpoint({
    id: 'places.search',
    method: 'POST',
    path: '/api/places/search',
    summary: 'Places matching filters on id, type or code, combined with and/or',
    tags,
    access: 'public',
    csrf: false,
    body: placeSearchSchema,
    response: placeListSchema,
  }),
} as const;
