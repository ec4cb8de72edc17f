import { facetAttribute, searchableGroups } from './settings';

describe('index settings', () => {
  it('reads attributesForFaceting modifiers', () => {
    expect(facetAttribute('tarif')).toEqual({ attribute: 'tarif', filterOnly: false });
    expect(facetAttribute('filterOnly(bookmarkers.titre)')).toEqual({ attribute: 'bookmarkers.titre', filterOnly: true });
    expect(facetAttribute('searchable(tags.fr)')).toEqual({ attribute: 'tags.fr', filterOnly: false });
  });

  it('reads searchableAttributes as ranked groups (comma = same rank, unordered() ignored)', () => {
    expect(searchableGroups(['title', 'category_fr, category_nl', 'unordered(description.fr),description.nl'])).toEqual([
      ['title'],
      ['category_fr', 'category_nl'],
      ['description.fr', 'description.nl'],
    ]);
  });
});
