import type { IntlShape } from 'react-intl';
import { prestataireFacets, type SearchLocale } from '@sam/contracts';
import type { AreaLevelName } from '@sam/search-map';

/** A refinement list of the search page: its attribute, title and how its values read. */
export interface FacetDefinition {
  attribute: string;
  titleId: string;
  /** Geographic facets hold both names of an area: only the page locale's are shown. */
  geo?: AreaLevelName;
  /** Codes (tariffs, types, countries, languages) get a label; other values are shown as they are. */
  label?: (value: string, intl: IntlShape) => string;
  /** Long lists show the first values and a "show more" button. */
  limit?: number;
}

const fromMessages = (prefix: string) => (value: string, intl: IntlShape) => {
  const id = `${prefix}.${value}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : value;
};

const displayNames = new Map<string, Intl.DisplayNames>();
const regionName = (value: string, intl: IntlShape) => {
  let names = displayNames.get(intl.locale);
  if (!names) {
    names = new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' });
    displayNames.set(intl.locale, names);
  }
  const name = /^[A-Z]{2}$/.test(value) ? (names.of(value) ?? value) : value;
  return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
};

/** Spec §3 facets of prestataire_addresses_index, in the order of the filters panel (the need menu comes first, apart). */
export function directoryFacets(locale: SearchLocale): FacetDefinition[] {
  const f = prestataireFacets(locale);
  return [
    { attribute: f.sector, titleId: 'search.facet.sector' },
    { attribute: f.province, titleId: 'search.facet.province', geo: 'province' },
    { attribute: f.arrondissement, titleId: 'search.facet.arrondissement', geo: 'arrondissement' },
    { attribute: f.commune, titleId: 'search.facet.commune', geo: 'commune' },
    { attribute: f.quartier, titleId: 'search.facet.quartier', geo: 'quartier' },
    { attribute: f.tarif, titleId: 'search.facet.tarif', label: fromMessages('prestataire.tarif') },
    { attribute: f.accessibility, titleId: 'accessibility.heading', label: fromMessages('accessibility.fact') },
    { attribute: f.sourceAssociation, titleId: 'search.facet.association' },
    { attribute: f.sourceCountry, titleId: 'search.facet.country', label: regionName },
    { attribute: f.type, titleId: 'search.facet.type', label: fromMessages('search.type') },
    { attribute: f.category, titleId: 'search.facet.category' },
  ];
}

/** The facets of the four content tabs. */
export function contentFacets(locale: SearchLocale): FacetDefinition[] {
  return [
    { attribute: `category_${locale}`, titleId: 'search.facet.category' },
    { attribute: 'language', titleId: 'search.facet.language', label: fromMessages('search.language') },
  ];
}

/** Every facet's title and value label by attribute, for the current-refinement chips. */
export function facetLabeller(locale: SearchLocale, intl: IntlShape) {
  const all = [...directoryFacets(locale), ...contentFacets(locale)];
  const byAttribute = new Map(all.map((d) => [d.attribute, d]));
  const order = [prestataireFacets(locale).needLvl0, ...all.map((d) => d.attribute)];
  return {
    /** Position in the filters panel (the need menu first), to list current filters in that order. */
    rank: (attribute: string) => (order.includes(attribute) ? order.indexOf(attribute) : order.length),
    title: (attribute: string) => {
      const definition = byAttribute.get(attribute);
      return definition ? intl.formatMessage({ id: definition.titleId }) : attribute;
    },
    value: (attribute: string, value: string) => byAttribute.get(attribute)?.label?.(value, intl) ?? value,
  };
}
