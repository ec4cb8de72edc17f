import type { SearchLocale, TagSuggestion } from '@sam/contracts';
import { fold, words } from '../search/text';

/**
 * Tags whose French or Dutch name has, for every query word, a word starting with it (accents and
 * case ignored: "sans rdv" does not match, "sans rend" finds "Sans rendez-vous"). Names starting
 * with the query come first, then alphabetical order in the caller's language.
 */
export function suggestTags(tags: readonly TagSuggestion[], query: string, locale: SearchLocale, limit: number): TagSuggestion[] {
  const wanted = words(query);
  const folded = fold(query).trim();
  const nameOf = (tag: TagSuggestion) => (locale === 'nl' ? tag.name_nl : tag.name_fr);
  const scored = tags.flatMap((tag) => {
    const names = [tag.name_fr, tag.name_nl].map((name) => ({ name, words: words(name), folded: fold(name) }));
    if (!wanted.every((word) => names.some((name) => name.words.some((w) => w.startsWith(word))))) return [];
    const leading = names.some((name) => name.folded.startsWith(folded)) ? 0 : 1;
    return [{ tag, leading, key: fold(nameOf(tag)) }];
  });
  scored.sort((a, b) => a.leading - b.leading || a.key.localeCompare(b.key, locale === 'nl' ? 'nl-BE' : 'fr-BE'));
  return scored.slice(0, limit).map((entry) => entry.tag);
}
