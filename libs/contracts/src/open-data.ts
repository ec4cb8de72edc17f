import { z } from 'zod';
import { localeSchema } from './common';

/**
 * The directory as open data, in Open Referral's Human Services Data Specification 3.0 (issue 17,
 * decision 0018): one HSDS organization and one service per published listing, one location per
 * visible address. Only the fields the export fills are described here; every object validates
 * against the HSDS JSON schemas shipped in apps/api/src/open-data/hsds-schema.
 */
export const HSDS_VERSION = '3.0.0' as const;
export const OPEN_DATA_PAGE_SIZE = { default: 50, max: 200 } as const;

const id = z.uuid();
const text = z.string();

export const hsdsLanguageSchema = z.object({ id, service_id: id.optional(), location_id: id.optional(), name: text, code: text });

export const hsdsPhoneSchema = z.object({ id, service_id: id.optional(), number: text });

export const hsdsScheduleSchema = z.object({
  id,
  service_id: id.optional(),
  location_id: id.optional(),
  freq: z.literal('WEEKLY'),
  wkst: z.literal('MO'),
  byday: text,
  opens_at: text,
  closes_at: text,
  description: text,
});

export const hsdsAddressSchema = z.object({
  id,
  location_id: id,
  address_1: text,
  address_2: text.optional(),
  city: text,
  region: text.optional(),
  state_province: text,
  postal_code: text,
  country: text,
  address_type: z.literal('physical'),
});

export const hsdsAccessibilitySchema = z.object({ id, location_id: id, description: text, details: text.optional() });

export const hsdsLocationSchema = z.object({
  id,
  location_type: z.literal('physical'),
  organization_id: id,
  name: text,
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  addresses: z.array(hsdsAddressSchema),
  accessibility: z.array(hsdsAccessibilitySchema),
});

export const hsdsServiceAtLocationSchema = z.object({ id, service_id: id, location_id: id, location: hsdsLocationSchema });

export const hsdsServiceAreaSchema = z.object({ id, service_id: id, name: text, extent_type: text.optional(), uri: text.optional() });

export const hsdsContactSchema = z.object({ id, service_id: id, name: text.optional(), email: text.optional() });

export const hsdsTaxonomyTermSchema = z.object({ id, code: text, name: text, description: text, taxonomy: text, language: text });

export const hsdsAttributeSchema = z.object({
  id,
  link_id: id,
  link_type: text,
  link_entity: z.literal('service'),
  taxonomy_term_id: id,
  taxonomy_term: hsdsTaxonomyTermSchema,
});

export const hsdsOrganizationSchema = z.object({
  id,
  name: text,
  description: text,
  email: text.optional(),
  website: text.optional(),
  uri: text,
  legal_status: text.optional(),
  organization_identifiers: z.array(z.object({ id, organization_id: id, identifier_scheme: text, identifier_type: text, identifier: text })),
});

export const hsdsServiceSchema = z.object({
  id,
  organization_id: id,
  name: text,
  description: text,
  url: text,
  email: text.optional(),
  status: z.literal('active'),
  fees_description: text.optional(),
  eligibility_description: text.optional(),
  last_modified: text,
  organization: hsdsOrganizationSchema,
  phones: z.array(hsdsPhoneSchema),
  contacts: z.array(hsdsContactSchema),
  schedules: z.array(hsdsScheduleSchema),
  languages: z.array(hsdsLanguageSchema),
  service_areas: z.array(hsdsServiceAreaSchema),
  service_at_locations: z.array(hsdsServiceAtLocationSchema),
  attributes: z.array(hsdsAttributeSchema),
});
export type HsdsService = z.infer<typeof hsdsServiceSchema>;

export const openDataLicenceSchema = z.object({ name: text, url: text, attribution: text });

/** HSDS's paginated envelope (its OpenAPI `Page`), plus the licence and the version. */
export const hsdsServicePageSchema = z.object({
  hsds_version: z.literal(HSDS_VERSION),
  licence: openDataLicenceSchema,
  total_items: z.number().int(),
  total_pages: z.number().int(),
  page_number: z.number().int(),
  size: z.number().int(),
  first_page: z.boolean(),
  last_page: z.boolean(),
  empty: z.boolean(),
  contents: z.array(hsdsServiceSchema),
});
export type HsdsServicePage = z.infer<typeof hsdsServicePageSchema>;

export const openDataQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(OPEN_DATA_PAGE_SIZE.max).default(OPEN_DATA_PAGE_SIZE.default),
  /** Names of sectors, needs, languages and provinces, and the page links, in this language. */
  locale: localeSchema.default('fr'),
  /** Only listings changed after this instant (ISO 8601), for incremental harvesting. */
  modified_after: z.iso.datetime({ offset: true }).optional(),
});
export type OpenDataQuery = z.infer<typeof openDataQuerySchema>;

export const openDataExportQuerySchema = z.object({ locale: localeSchema.default('fr') });
