import { z } from 'zod';
import { areaSchema } from './geo';
import { localeSchema, paginationQuerySchema, slugSchema } from './common';
import { listingDocumentSchema, listingPhotoSchema } from './media';
import { checkColorContrast } from './colors';
import { closureOutputSchema } from './closures';

export const TARIFS = ['gratuit', 'conventionne', 'payant', 'variable'] as const;
export const tarifSchema = z.enum(TARIFS);
export type Tarif = z.infer<typeof tarifSchema>;

export const ADDRESS_KINDS = ['head_office', 'activity_place'] as const;

/**
 * Accessibility facts of an address (issue 17; docs/decisions/0028-address-accessibility.md), in
 * the order the editor, the provider page and the search facet list them. The codes are the
 * addresses table's 0/1 columns and the search records' `accessibility` facet values.
 */
export const ACCESSIBILITY_FACTS = [
  'step_free_entrance',
  'accessible_toilet',
  'disabled_parking',
  'hearing_loop',
  'sign_language',
  'easy_read',
  'assistance_dogs',
] as const;
export const accessibilityFactSchema = z.enum(ACCESSIBILITY_FACTS);
export type AccessibilityFact = z.infer<typeof accessibilityFactSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADDRESS_KINDS),
  street: z.string(),
  number: z.string().nullable(),
  box: z.string().nullable(),
  postal_code: z.string(),
  locality: z.string(),
  country: z.string(),
  is_visible: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  commune: areaSchema.nullable(),
  arrondissement: areaSchema.nullable(),
  province: areaSchema.nullable(),
  quartier: areaSchema.nullable(),
  accessibility: z.array(accessibilityFactSchema),
});
export type Address = z.infer<typeof addressSchema>;

export const bilingualTermSchema = z.object({
  id: z.number().int(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  titre_fr: z.string(),
  titre_nl: z.string(),
});
export const sectorSchema = bilingualTermSchema.extend({ is_main: z.boolean().optional() });
export type Sector = z.infer<typeof sectorSchema>;
export const besoinSchema = bilingualTermSchema.extend({ parent_id: z.number().int().nullable() });
export type Besoin = z.infer<typeof besoinSchema>;

export const openingHoursSchema = z.array(
  z.object({
    day: z.number().int().min(1).max(7), // ISO weekday, 1 = Monday
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const relatedListingSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** An upcoming event of the listing, as its page lists it. */
export const listingEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  place: z.string().nullable(),
});
export type ListingEvent = z.infer<typeof listingEventSchema>;

/** A place (§3 Place) the listing serves. */
export const listingPlaceSchema = z.object({ id: z.number().int(), type: z.string(), name_fr: z.string(), name_nl: z.string() });
export type ListingPlace = z.infer<typeof listingPlaceSchema>;

/** §3 provider listing as the public page and the editor read it. */
export const prestataireSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  categorie: z.string(),
  title: z.string(),
  email: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  company: z.string().nullable(),
  company_number: z.string().nullable(),
  inami_number: z.string().nullable(),
  member_of: z.string().nullable(),
  target_audience: z.string().nullable(),
  specialisation: z.string().nullable(),
  access_conditions: z.string().nullable(),
  activity_description: z.string().nullable(),
  other_activities: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  opening_hours: openingHoursSchema,
  /** Exceptional closures that have not ended yet (issue 17), soonest first. */
  closures: z.array(closureOutputSchema),
  fees: z.string().nullable(),
  tarif: tarifSchema,
  video_url: z.string().nullable(),
  other_info: z.string().nullable(),
  locale: localeSchema,
  active: z.boolean(),
  visible: z.boolean(),
  validated: z.boolean(),
  primary_color: z.string().nullable(),
  secondary_color: z.string().nullable(),
  network_consent: z.boolean(),
  addresses: z.array(addressSchema),
  sectors: z.array(sectorSchema),
  besoins: z.array(besoinSchema),
  tags: z.array(z.object({ id: z.number().int(), slug: z.string(), name_fr: z.string(), name_nl: z.string() })),
  languages: z.array(z.object({ code: z.string(), name_fr: z.string(), name_nl: z.string() })),
  sources: z.array(z.object({ association: z.string(), country: z.string() })),
  parents: z.array(relatedListingSchema),
  childrens: z.array(relatedListingSchema),
  /** Issue 11: photos and documents (§3), the listing's upcoming published events, its places. */
  photos: z.array(listingPhotoSchema),
  documents: z.array(listingDocumentSchema),
  events: z.array(listingEventSchema),
  places: z.array(listingPlaceSchema),
  /** For the logged-in user; false for a visitor. */
  bookmarked: z.boolean(),
  updated_at: z.string(),
});
export type Prestataire = z.infer<typeof prestataireSchema>;

export const prestataireQuerySchema = z.object({
  locale: localeSchema.default('fr'),
});

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.color' });

/** PUT /api/prestataires/{slug} with primary_color and secondary_color (§7). */
export const prestataireColorsSchema = z
  .object({
    primary_color: hexColorSchema.nullable(),
    secondary_color: hexColorSchema.nullable(),
  })
  .superRefine(checkColorContrast);

export const prestataireSlugParamsSchema = z.object({ slug: slugSchema });

/** POST /api/prestataires/search: one page of public listings, optionally matching a text. */
export const prestataireSearchBodySchema = paginationQuerySchema.extend({ q: z.string().trim().max(200).optional() });
export type PrestataireSearchInput = z.input<typeof prestataireSearchBodySchema>;

/** One result of POST /api/prestataires/search: enough for a card (title, main sector, where). */
export const prestataireSearchHitSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  network_consent: z.boolean(),
  validated: z.boolean(),
  type: z.string(),
  categorie: z.string(),
  tarif: tarifSchema,
  /** The language of the listing's texts (its title and page): marked with `lang` on pages of the other locale. */
  locale: localeSchema,
  /** Main sector slug and title in the requested locale, for the provider page path. */
  sector_slug: z.string().nullable(),
  sector_title: z.string().nullable(),
  /** Locality of the first visible address. */
  locality: z.string().nullable(),
  /** The listing's first photo (its small web size, absolute) for its card; absent when it has none (issue 15). */
  photo: z.object({ url: z.string(), alt: z.string() }).optional(),
});
export type PrestataireSearchHit = z.infer<typeof prestataireSearchHitSchema>;

/**
 * One sector of GET /api/sectors (the /prestataires directory page): its public listings
 * (active and visible) and their places, i.e. the visible, located addresses the search page's
 * directory tab shows as results when refined on the sector.
 */
export const sectorCountSchema = bilingualTermSchema.extend({
  providers_count: z.number().int().nonnegative(),
  places_count: z.number().int().nonnegative(),
});
export type SectorCount = z.infer<typeof sectorCountSchema>;
export const sectorCountListSchema = z.object({ data: z.array(sectorCountSchema) });
