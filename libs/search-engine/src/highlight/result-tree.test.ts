import type { HighlightLeaf } from './highlight';
import { resultTree } from './result-tree';

/** A leaf that shows which path and text it was made for. */
const leaf = (path: string, text: string): HighlightLeaf => ({ value: `${path}=${text}`, matchLevel: 'none', matchedWords: [] });

describe('resultTree', () => {
  const record = {
    title: 'Maison',
    sectors: [{ titre: { fr: 'Santé', nl: 'Gezondheid' }, slug: 'sante' }, { other: 1 }],
    address: { street: 'Rue Haute', number: 152 },
    tags: ['accessible', 'gratuit'],
  };

  it('nests like the record, one leaf per string of the asked paths', () => {
    expect(resultTree(record, ['title', 'sectors.titre.fr', 'tags', 'missing.path'], leaf)).toEqual({
      title: leaf('title', 'Maison'),
      // An element without the path keeps its place, empty.
      sectors: [{ titre: { fr: leaf('sectors.titre.fr', 'Santé') } }, {}],
      tags: [leaf('tags', 'accessible'), leaf('tags', 'gratuit')],
    });
  });

  it('takes every string under a path naming an object (numbers are not highlighted)', () => {
    expect(resultTree(record, ['address', 'sectors.titre'], leaf)).toEqual({
      address: { street: leaf('address', 'Rue Haute') },
      sectors: [{ titre: { fr: leaf('sectors.titre', 'Santé'), nl: leaf('sectors.titre', 'Gezondheid') } }, {}],
    });
  });

  it('is empty when no path is there', () => {
    expect(resultTree(record, ['nothing'], leaf)).toEqual({});
    expect(resultTree(record, [], leaf)).toEqual({});
  });
});
