import { ACCESSIBILITY_FACTS, addressSchema } from './prestataire';
import { listingAddressInputSchema } from './prestataire-write';

/** Accessibility facts of an address (issue 17): the editor's checkboxes through the edit schema. */
describe('address accessibility facts', () => {
  const address = { street: 'Rue du Trône', number: '14', postal_code: '1050', locality: 'Ixelles' };
  const facts = (accessibility: unknown) => listingAddressInputSchema.safeParse({ ...address, accessibility });

  it('reads none from an absent field, null, or a checkbox group with nothing ticked', () => {
    expect(listingAddressInputSchema.parse(address).accessibility).toEqual([]);
    expect(facts(null).data?.accessibility).toEqual([]);
    expect(facts([]).data?.accessibility).toEqual([]);
  });

  it('keeps each ticked fact once, in the list’s order whatever order they came in', () => {
    expect(facts(['assistance_dogs', 'step_free_entrance', 'assistance_dogs']).data?.accessibility).toEqual(['step_free_entrance', 'assistance_dogs']);
    expect(facts([...ACCESSIBILITY_FACTS].reverse()).data?.accessibility).toEqual([...ACCESSIBILITY_FACTS]);
  });

  it('refuses an unknown fact, a single string, a boolean and an overlong list, at the field', () => {
    const unknown = facts(['step_free_entrance', 'elevator']);
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['accessibility.1', 'validation.invalid']]);
    const at = (value: unknown) => [...new Set(facts(value).error?.issues.map((issue) => issue.path.join('.')))];
    expect(at('step_free_entrance')).toEqual(['accessibility']);
    expect(at(true)).toEqual(['accessibility']);
    expect(facts(Array(ACCESSIBILITY_FACTS.length * 2 + 1).fill('hearing_loop')).error?.issues.map((issue) => issue.message)).toEqual(['validation.too_many']);
  });

  it('a public address carries only known facts', () => {
    const base = { id: 1, kind: 'head_office', street: 'x', number: null, box: null, postal_code: '1050', locality: 'Ixelles', country: 'BE', is_visible: true, lat: null, lon: null, commune: null, arrondissement: null, province: null, quartier: null };
    expect(addressSchema.safeParse({ ...base, accessibility: ['hearing_loop'] }).success).toBe(true);
    expect(addressSchema.safeParse({ ...base, accessibility: ['elevator'] }).success).toBe(false);
  });
});
