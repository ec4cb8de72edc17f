import { defineEndpoint, rawBody } from '../http/endpoint';
import { hsdsServicePageSchema, openDataExportQuerySchema, openDataQuerySchema } from '../open-data';

const tags = ['Open data'];

/** Issue 17: the published directory as Open Referral HSDS 3.0 (decision 0018). */
export const openDataEndpoints = {
  services: defineEndpoint({
    id: 'openData.services',
    method: 'GET',
    path: '/api/open-data/hsds',
    summary:
      'Published listings as fully nested HSDS 3.0 services (organization, locations with coordinates, addresses, schedules, languages, accessibility, phones, contacts, service areas, sectors and needs), one page at a time, with the licence; Last-Modified and ETag allow conditional requests (304)',
    tags,
    access: 'public',
    query: openDataQuerySchema,
    response: hsdsServicePageSchema,
  }),
  tabularExport: defineEndpoint({
    id: 'openData.tabularExport',
    method: 'GET',
    path: '/api/open-data/hsds.zip',
    summary: 'The whole published directory as HSDS 3.0 tabular files (one CSV per HSDS table and datapackage.json) in a zip, with the licence',
    tags,
    access: 'public',
    query: openDataExportQuerySchema,
    response: rawBody('application/zip', 'hsds.zip: datapackage.json, LICENCE.txt and organizations.csv, services.csv, locations.csv, … (UTF-8, RFC 4180)'),
  }),
} as const;
