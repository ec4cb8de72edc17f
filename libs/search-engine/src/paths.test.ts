import { facetValues, leaves, numberAt, project, split, textLeaves } from './paths';

const listing = {
  objectID: '7',
  title: 'Maison médicale',
  prestataire_id: 42,
  validated: true,
  address: { street: 'Rue Haute', number: null, postal_code: '1000' },
  sectors: [
    { slug: { fr: 'sante', nl: 'gezondheid' }, titre: { fr: 'Santé', nl: 'Gezondheid' } },
    { slug: { fr: 'aide', nl: 'hulp' }, titre: { fr: 'Aide', nl: 'Hulp' } },
  ],
  communes: { id: '21004', commune: ['Bruxelles', 'Brussel'] },
  tags: { fr: ['', 'PMR', 'PMR'], nl: [] },
  bookmarkers: { titre: ['token'] },
};

describe('attribute paths', () => {
  it('read a field in every element of an array, and every leaf under an object', () => {
    expect(leaves(listing, split('sectors.titre.fr'))).toEqual(['Santé', 'Aide']);
    expect(leaves(listing, split('communes.commune'))).toEqual(['Bruxelles', 'Brussel']);
    expect(leaves(listing, split('address'))).toEqual(['Rue Haute', '1000']);
    expect(leaves(listing, split('address.number'))).toEqual([]);
    expect(leaves(listing, split('address.box'))).toEqual([]);
    expect(leaves(listing, split('nowhere.at.all'))).toEqual([]);
  });

  it('give facet values as distinct non-empty text', () => {
    expect(facetValues(listing, split('tags.fr'))).toEqual(['PMR']);
    expect(facetValues(listing, split('validated'))).toEqual(['true']);
    expect(facetValues(listing, split('prestataire_id'))).toEqual(['42']);
    expect(facetValues(listing, split('tags.nl'))).toEqual([]);
  });

  it('give text leaves (numbers as text, booleans not) and the first number', () => {
    expect(textLeaves(listing, split('prestataire_id'))).toEqual(['42']);
    expect(textLeaves(listing, split('validated'))).toEqual([]);
    expect(numberAt(listing, split('prestataire_id'))).toBe(42);
    expect(numberAt(listing, split('address.postal_code'))).toBeNaN();
  });
});

describe('project', () => {
  const unretrievable = new Set(['bookmarkers']);

  it('keeps everything but the unretrievable attributes for *', () => {
    const all = project(listing, '*', unretrievable);
    expect(all).not.toHaveProperty('bookmarkers');
    expect(all).toMatchObject({ title: 'Maison médicale', sectors: listing.sectors });
  });

  it('copies the listed paths only, nested ones element by element', () => {
    expect(project(listing, ['title', 'address.street', 'sectors.titre.fr', 'bookmarkers.titre', 'missing'], unretrievable)).toEqual({
      title: 'Maison médicale',
      address: { street: 'Rue Haute' },
      sectors: [{ titre: { fr: 'Santé' } }, { titre: { fr: 'Aide' } }],
    });
    expect(project(listing, ['sectors.titre', 'sectors.slug.fr'], unretrievable)).toEqual({
      sectors: [
        { titre: { fr: 'Santé', nl: 'Gezondheid' }, slug: { fr: 'sante' } },
        { titre: { fr: 'Aide', nl: 'Hulp' }, slug: { fr: 'aide' } },
      ],
    });
  });
});
