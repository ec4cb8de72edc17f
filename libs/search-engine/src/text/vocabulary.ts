import { Charset, Encoder, Index } from 'flexsearch';
import { editDistance } from './typos';
import { isNumeric, stemKeys } from './words';

/**
 * The vocabulary of an index (docs/decisions/0005-search-engine.md): FlexSearch indexes the
 * words (not the documents) for prefix and typo look-ups.
 */

/** The words of the vocabulary with one letter fewer (typo candidates by deletion). */
function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/**
 * FlexSearch's Normalize charset folds accents without merging distinct words (its default
 * and Latin* charsets drop repeated letters and map sounds: "bel" would match "belle"). The
 * vocabulary is folded already, so the indexes only split on spaces.
 */
const vocabularyEncoder = () => new Encoder({ ...Charset.Normalize, split: ' ', dedupe: false });

/** Most matches a prefix or a typo may expand to (the most frequent words are kept first). */
const PREFIX_EXPANSION_LIMIT = 300;
const TYPO_CANDIDATE_LIMIT = 200;

/**
 * Every distinct folded word of an index, with an integer id. Words sharing a French or a Dutch
 * stem match each other exactly ('soins' ~ 'soin', 'verpleegkundigen' ~ 'verpleegkundige').
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  readonly words: string[] = [];
  private readonly stemGroups = new Map<string, number[]>();
  private readonly byInitial = new Map<string, number[]>();
  /** tokenize 'forward': every prefix of a word → its id. */
  private readonly prefixes = new Index({ tokenize: 'forward', resolution: 1, encoder: vocabularyEncoder() });
  /** tokenize 'tolerant': a word with a letter missing or two letters swapped → its id. */
  private readonly tolerant = new Index({ tokenize: 'tolerant', resolution: 1, encoder: vocabularyEncoder() });
  /** Bumped on every new word: cached query resolutions are then stale. */
  version = 0;

  get size(): number {
    return this.words.length;
  }

  idOf(word: string): number | undefined {
    return this.ids.get(word);
  }

  /**
   * The id of a folded word, added to the vocabulary on first sight. A bulk build passes
   * `publish = false` and calls `publish()` once, frequent words first.
   */
  intern(word: string, publish = true): number {
    let id = this.ids.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    this.ids.set(word, id);
    this.words.push(word);
    for (const key of stemKeys(word)) {
      const group = this.stemGroups.get(key);
      if (group) group.push(id);
      else this.stemGroups.set(key, [id]);
    }
    const initial = this.byInitial.get(word[0]);
    if (initial) initial.push(id);
    else this.byInitial.set(word[0], [id]);
    if (publish) this.index(id);
    this.version++;
    return id;
  }

  private index(id: number): void {
    const word = this.words[id];
    this.prefixes.add(id, word);
    if (!isNumeric(word)) this.tolerant.add(id, word);
  }

  /** Adds words to the prefix and typo look-ups in this order (results come in insertion order). */
  publish(order: readonly number[]): void {
    for (const id of order) this.index(id);
    this.version++;
  }

  /** The word itself and the words sharing one of its stems. */
  exact(word: string): number[] {
    const out = new Set<number>();
    const own = this.ids.get(word);
    if (own !== undefined) out.add(own);
    for (const key of stemKeys(word)) for (const id of this.stemGroups.get(key) ?? []) out.add(id);
    return [...out];
  }

  /** Words starting with `prefix` (prefix search on the last query word). */
  prefixed(prefix: string): number[] {
    return (this.prefixes.search(prefix, { limit: PREFIX_EXPANSION_LIMIT }) as number[]).filter((id) => this.words[id].startsWith(prefix));
  }

  /** Words within `maxTypos` edits of `word` (not the word itself), with their distance. */
  typos(word: string, maxTypos: number): { id: number; typos: number }[] {
    if (maxTypos === 0) return [];
    const candidates = new Set<number>();
    for (const probe of [word, ...deletions(word)]) {
      for (const id of this.tolerant.search(probe, { limit: TYPO_CANDIDATE_LIMIT }) as number[]) candidates.add(id);
    }
    if (maxTypos >= 2) {
      // Two typos: FlexSearch's variants cover one edit on each side only. Words of a close length
      // starting like the query (or with its first two letters swapped) are checked one by one.
      for (const initial of new Set([word[0], word[1]])) {
        for (const id of this.byInitial.get(initial) ?? []) {
          if (Math.abs(this.words[id].length - word.length) <= 2) candidates.add(id);
        }
      }
    }
    const out: { id: number; typos: number }[] = [];
    for (const id of candidates) {
      const candidate = this.words[id];
      if (candidate === word) continue;
      const distance = editDistance(word, candidate, maxTypos);
      if (distance <= maxTypos) out.push({ id, typos: distance });
    }
    return out;
  }
}
