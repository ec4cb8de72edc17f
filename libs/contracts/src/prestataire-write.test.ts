import {
  isColorsOnlyBody,
  normaliseEnterpriseNumber,
  prestataireCreateSchema,
  prestataireEditSchema,
  prestataireUpdateBodySchema,
  type PrestataireEditInput,
} from './prestataire-write';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

const address = { street: 'Rue du Parc', number: '12', postal_code: '1050', locality: 'Ixelles' };
const valid: PrestataireEditInput = {
  title: 'Maison médicale du Parc',
  addresses: [address],
  sectors: [{ id: 1, is_main: true }],
  besoins: [{ id: 3, is_main: true }, { id: '4' }],
};

describe('normaliseEnterpriseNumber (BCE/KBO mod 97)', () => {
  it.each([
    ['0417.497.106', '0417.497.106'],
    ['BE 0417 497 106', '0417.497.106'],
    ['417497106', '0417.497.106'],
  ])('reads %s', (text, expected) => expect(normaliseEnterpriseNumber(text)).toBe(expected));

  it.each(['0417.497.107', '2417.497.106', '12345', 'abc'])('refuses %s', (text) => expect(normaliseEnterpriseNumber(text)).toBeNull());
});

describe('prestataireCreateSchema', () => {
  it('takes a title, sector, main activity and one address (head office, Belgium, visible by default)', () => {
    const parsed = prestataireCreateSchema.parse({ title: ' Centre ', sector_id: '2', besoin_id: 5, address });
    expect(parsed).toMatchObject({ title: 'Centre', sector_id: 2, besoin_id: 5, address: { kind: 'head_office', country: 'BE', is_visible: true, box: null } });
  });

  it('names each missing or bad field', () => {
    expect(fieldsOf(prestataireCreateSchema.safeParse({ address: { ...address, postal_code: '105' } }))).toEqual({
      title: 'validation.required',
      sector_id: 'validation.required',
      besoin_id: 'validation.required',
      'address.postal_code': 'validation.address.postal_code',
    });
  });
});

describe('prestataireEditSchema', () => {
  it('accepts a whole edit copy and gives back a valid input', () => {
    const parsed = prestataireEditSchema.parse({ ...valid, company_number: 'BE0417497106', tags: [7, 'aidants proches'], languages: ['FR', 'nl'] });
    expect(parsed).toMatchObject({ company_number: '0417.497.106', tags: [7, 'aidants proches'], languages: ['fr', 'nl'], besoins: [{ id: 3, is_main: true }, { id: 4, is_main: false }] });
    expect(prestataireEditSchema.parse(parsed)).toEqual(parsed);
  });

  it('§5: refuses a secondary activity while no main one is ticked, on the secondary field', () => {
    expect(fieldsOf(prestataireEditSchema.safeParse({ ...valid, besoins: [{ id: 3, is_main: false }] }))).toEqual({ 'besoins.0.is_main': 'validation.main_activity' });
    expect(fieldsOf(prestataireEditSchema.safeParse({ ...valid, sectors: [{ id: 1, is_main: true }, { id: 2, is_main: true }] }))).toEqual({
      'sectors.1.is_main': 'validation.main_activity.single',
    });
  });

  it('checks the enterprise number, INAMI number, addresses and coordinates', () => {
    const result = prestataireEditSchema.safeParse({
      ...valid,
      company_number: '0417.497.107',
      inami_number: '12-34',
      addresses: [{ ...address, lat: 48.1, lon: 4.3 }, { ...address, kind: 'head_office' }, { ...address, kind: 'head_office', street: '' }],
    });
    expect(fieldsOf(result)).toEqual({
      company_number: 'validation.company_number',
      inami_number: 'validation.inami_number',
      'addresses.0.lat': 'validation.address.coordinates',
      'addresses.2.street': 'validation.required',
    });
    expect(fieldsOf(prestataireEditSchema.safeParse({ ...valid, addresses: [{ ...address, kind: 'head_office' }, { ...address, kind: 'head_office' }] }))).toEqual({
      'addresses.1.kind': 'validation.address.head_office',
    });
  });

  it('tells a colours-only body from an edit copy', () => {
    expect(isColorsOnlyBody({ primary_color: '#000000', secondary_color: null, _method: 'PUT' })).toBe(true);
    expect(isColorsOnlyBody({ primary_color: '#000000', title: 'x' })).toBe(false);
    expect(isColorsOnlyBody({})).toBe(false);
  });
});

describe('prestataireUpdateBodySchema (PUT /api/prestataires/{slug})', () => {
  it('reads a colours-only body as the colours call and anything else as the edit copy', () => {
    expect(prestataireUpdateBodySchema.parse({ primary_color: '#336699', secondary_color: '#FFFFFF', _method: 'PUT' })).toEqual({
      call: 'colors',
      colors: { primary_color: '#336699', secondary_color: '#FFFFFF' },
    });
    const edit = prestataireUpdateBodySchema.parse({ ...valid, primary_color: '#336699', secondary_color: '#FFFFFF' });
    expect(edit).toMatchObject({ call: 'edit', edit: { title: 'Maison médicale du Parc', primary_color: '#336699' } });
    expect(edit.call === 'edit' && '_call' in edit.edit).toBe(false);
  });

  it('names the fields of the call meant', () => {
    expect(fieldsOf(prestataireUpdateBodySchema.safeParse({ primary_color: 'rouge', secondary_color: null }))).toEqual({ primary_color: 'validation.color' });
    expect(fieldsOf(prestataireUpdateBodySchema.safeParse({ ...valid, title: '' }))).toEqual({ title: 'validation.required' });
  });
});
