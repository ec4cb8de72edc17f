import type { SearchLocale } from '@sam/contracts';

/** One area of the province → arrondissement → commune → quartier hierarchy, named in fr and nl. */
export interface AreaEntry {
  id: string;
  fr: string;
  nl: string;
  /** The area one level up (a quartier's main commune); null for provinces. */
  parent: string | null;
}

export const AREA_LEVELS = ['province', 'arrondissement', 'commune', 'quartier'] as const;
export type AreaLevelName = (typeof AREA_LEVELS)[number];

/** The four polygon levels without their geometry: small enough to ship with the search page. */
export type AreaIndex = Record<AreaLevelName, AreaEntry[]>;

interface BoundaryProperties {
  id: string;
  name_fr: string;
  name_nl: string;
  province_id?: string;
  arrondissement_id?: string;
  commune_id?: string;
}

type Collection = { features: { properties: BoundaryProperties }[] };

const byName = (locale: SearchLocale) => (a: AreaEntry, b: AreaEntry) => a[locale].localeCompare(b[locale], locale);

/** Builds the index from the four polygon GeoJSON files of assets/geo. */
export function buildAreaIndex(files: { provinces: Collection; arrondissements: Collection; communes: Collection; quartiers: Collection }): AreaIndex {
  const entries = (collection: Collection, parent: (p: BoundaryProperties) => string | null) =>
    collection.features.map(({ properties: p }) => ({ id: p.id, fr: p.name_fr, nl: p.name_nl, parent: parent(p) })).sort(byName('fr'));
  return {
    province: entries(files.provinces, () => null),
    arrondissement: entries(files.arrondissements, (p) => p.province_id ?? null),
    commune: entries(files.communes, (p) => p.arrondissement_id ?? null),
    quartier: entries(files.quartiers, (p) => p.commune_id ?? null),
  };
}

/** The map layer that draws a level (`zone=communes:…`). */
export const LAYER_OF_LEVEL = { province: 'provinces', arrondissement: 'arrondissements', commune: 'communes', quartier: 'quartiers' } as const;

/**
 * Names and ancestry of the areas, per locale. Geographic facet values hold both names of an area;
 * the UI shows the page locale's and maps the other locale's to it (a shared link keeps working).
 */
export class AreaDirectory {
  private readonly names: Record<AreaLevelName, Record<SearchLocale, Set<string>>>;
  private readonly translations: Record<AreaLevelName, Map<string, AreaEntry>>;
  private readonly ids: Record<AreaLevelName, Map<string, AreaEntry>>;

  constructor(readonly index: AreaIndex) {
    const levels = AREA_LEVELS.map((level) => {
      const list = index[level];
      const names = { fr: new Set(list.map((e) => e.fr)), nl: new Set(list.map((e) => e.nl)) };
      const translations = new Map<string, AreaEntry>();
      for (const e of list) {
        if (!translations.has(e.fr)) translations.set(e.fr, e);
        if (!translations.has(e.nl)) translations.set(e.nl, e);
      }
      return [level, names, translations, new Map(list.map((e) => [e.id, e]))] as const;
    });
    this.names = Object.fromEntries(levels.map(([level, names]) => [level, names])) as typeof this.names;
    this.translations = Object.fromEntries(levels.map(([level, , translations]) => [level, translations])) as typeof this.translations;
    this.ids = Object.fromEntries(levels.map(([level, , , ids]) => [level, ids])) as typeof this.ids;
  }

  /** Whether a facet value is a name of this level in the locale (the other locale's twin is hidden). */
  isNameIn(level: AreaLevelName, name: string, locale: SearchLocale): boolean {
    return this.names[level][locale].has(name) || !this.translations[level].has(name);
  }

  /** A name in either locale → the name in `locale` (unknown names pass through). */
  translate(level: AreaLevelName, name: string, locale: SearchLocale): string {
    if (this.names[level][locale].has(name)) return name;
    return this.translations[level].get(name)?.[locale] ?? name;
  }

  byId(level: AreaLevelName, id: string): AreaEntry | undefined {
    return this.ids[level].get(id);
  }

  /** Areas of a level, in the locale's alphabetical order, optionally under one parent. */
  list(level: AreaLevelName, locale: SearchLocale, parent?: string | null): AreaEntry[] {
    const all = parent === undefined ? this.index[level] : this.index[level].filter((e) => e.parent === parent);
    return [...all].sort(byName(locale));
  }

  /** An area and its ancestors, province first (for the cascading lists). */
  ancestry(level: AreaLevelName, id: string): Partial<Record<AreaLevelName, string>> {
    const chain: Partial<Record<AreaLevelName, string>> = {};
    let at: number = AREA_LEVELS.indexOf(level);
    let current: string | null | undefined = id;
    while (at >= 0 && current) {
      const entry = this.byId(AREA_LEVELS[at], current);
      if (!entry) break;
      chain[AREA_LEVELS[at]] = entry.id;
      current = entry.parent;
      at -= 1;
    }
    return chain;
  }
}
