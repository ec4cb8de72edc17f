import { RoaringBitmap32 } from 'roaring';
import { orMany } from '../engine/bitmaps';
import type { BaseRecord, IndexStore } from '../engine/store';
import type { WordMatch } from '../highlight/highlight';

const WORD_CACHE_LIMIT = 2000;

/** A query word resolved against the vocabulary, per searchable group. */
export interface ResolvedWord {
  exactByGroup: RoaringBitmap32[];
  typoByGroup: RoaringBitmap32[];
  exact: RoaringBitmap32;
  any: RoaringBitmap32;
  hasTypos: boolean;
  matches: Map<string, WordMatch>;
}

/**
 * Query words → the docs holding them, exactly (the word, its stem siblings, its prefix
 * expansions) or through a typo. Resolutions are cached until the index changes.
 */
export class WordResolver {
  private readonly cache = new Map<string, ResolvedWord>();
  private cacheVersion = -1;

  constructor(private readonly store: IndexStore<BaseRecord>) {}

  /** Forgets every resolution (the index changed). */
  clear(): void {
    this.cacheVersion = -1;
    this.cache.clear();
  }

  /** `index` is the word's position in the query; `searched` says which groups are searched. */
  resolve(word: string, index: number, prefix: boolean, typos: number, searched: boolean[], restrictKey: string): ResolvedWord {
    const { vocabulary, textGroups } = this.store;
    if (this.cacheVersion !== vocabulary.version) {
      this.cache.clear();
      this.cacheVersion = vocabulary.version;
    }
    const key = `${word}\u0000${prefix ? 1 : 0}${typos}\u0000${restrictKey}`;
    const cached = this.cache.get(key);
    if (cached) return withQueryIndex(cached, index);

    const matches = new Map<string, WordMatch>();
    const exactIds = new Set(vocabulary.exact(word));
    for (const id of exactIds) matches.set(vocabulary.words[id], { query: 0, prefix: null });
    if (prefix) {
      for (const id of vocabulary.prefixed(word)) {
        if (exactIds.has(id)) continue;
        exactIds.add(id);
        matches.set(vocabulary.words[id], { query: 0, prefix: word.length });
      }
    }
    const typoIds = new Set<number>();
    for (const { id } of vocabulary.typos(word, typos)) {
      for (const sibling of vocabulary.exact(vocabulary.words[id])) {
        if (exactIds.has(sibling) || typoIds.has(sibling)) continue;
        typoIds.add(sibling);
        matches.set(vocabulary.words[sibling], { query: 0, prefix: null });
      }
    }

    const byGroup = (ids: Set<number>) =>
      textGroups.map((group, g) => {
        if (!searched[g]) return new RoaringBitmap32();
        const postings: RoaringBitmap32[] = [];
        for (const id of ids) {
          const posting = group.postings.get(id);
          if (posting && posting.size > 0) postings.push(posting);
        }
        return orMany(postings);
      });
    const exactByGroup = byGroup(exactIds);
    const typoByGroup = byGroup(typoIds);
    const exact = orMany(exactByGroup);
    const typo = orMany(typoByGroup);
    const resolved: ResolvedWord = {
      exactByGroup,
      typoByGroup,
      exact,
      any: typo.size > 0 ? RoaringBitmap32.or(exact, typo) : exact,
      hasTypos: typo.size > 0,
      matches,
    };
    if (this.cache.size >= WORD_CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, resolved);
    return withQueryIndex(resolved, index);
  }
}

function withQueryIndex(resolved: ResolvedWord, index: number): ResolvedWord {
  if (index === 0) return resolved;
  const matches = new Map<string, WordMatch>();
  for (const [word, match] of resolved.matches) matches.set(word, { ...match, query: index });
  return { ...resolved, matches };
}
