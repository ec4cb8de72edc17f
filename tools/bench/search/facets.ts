import { prestataireFacets, type SearchLocale } from '@sam/contracts';

/**
 * How each facet attribute of prestataire_addresses_index maps to the database
 * (libs/db/src/schema.ts). One record = one visible address of an active, visible listing;
 * listing-level attributes repeat on each of its addresses. Values:
 * - navbesoins{l}.lvl0: titre_{l} of each linked need's level-1 ancestor (the need itself when it
 *   is level 1); navbesoins{l}.lvl1: 'parent titre_{l} > child titre_{l}' of each linked level-2 need;
 * - sectors.titre.{l}: titre_{l} of every linked sector (main and secondary);
 * - provinces.province, arrondissements.arrondissement, communes.commune, quartiers.quartier: the
 *   name_fr and the name_nl (one value when equal) of the address's commune, of its arrondissement
 *   and province, and of the address's quartier (Brussels only);
 * - tarif, type, categorie: the listing's columns; category_{l}: the label of `categorie`;
 * - sources.association, sources.country: of every linked source.
 * A record counts once per distinct value (Algolia's facet counts).
 */
export type FacetKind = keyof ReturnType<typeof prestataireFacets>;

export interface ResolvedFacet {
  attribute: string;
  kind: FacetKind;
  locale: SearchLocale;
}

const BY_ATTRIBUTE = new Map<string, ResolvedFacet>();
for (const locale of ['fr', 'nl'] as const) {
  for (const [kind, attribute] of Object.entries(prestataireFacets(locale)) as [FacetKind, string][]) {
    // Locale-free attributes (tarif, provinces.province…) resolve to the first locale; it is unused for them.
    if (!BY_ATTRIBUTE.has(attribute)) BY_ATTRIBUTE.set(attribute, { attribute, kind, locale });
  }
}

export function resolveFacet(attribute: string): ResolvedFacet {
  const facet = BY_ATTRIBUTE.get(attribute);
  if (!facet) throw new Error(`not a facet of prestataire_addresses_index: ${attribute}`);
  return facet;
}

/** Labels of the `categorie` codes per locale (category_fr / category_nl), as the indexer writes them. */
export type CategoryLabels = Record<string, { fr: string; nl: string }>;

/** The facet values of one geographic area: both names, one when they are equal. */
export const areaValues = (area: { fr: string; nl: string }): string[] => (area.fr === area.nl ? [area.fr] : [area.fr, area.nl]);
