import { annonceDay, annonceEndOfDay, annonceExpiryBounds, annonceWriteSchema, isBelgianPhone } from './annonces';

const DAY = 86_400_000;
const inDays = (days: number) => annonceDay(Date.now() + days * DAY);

const valid = {
  title: '  Fauteuil roulant pliable  ',
  body: 'Très bon état.\n\nÀ venir chercher à Ixelles.',
  locale: 'fr',
  category_id: '3',
  prestataire_id: '',
  contact_email: ' Marie@Example.BE ',
  phone: '',
  price: '12,50',
  commune_id: '21009',
  expires_at: inDays(30),
  status: 'published',
};

/** The first message per field, as the form and the API's 422 show it. */
const fieldErrors = (input: unknown) => {
  const result = annonceWriteSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('annonceWriteSchema', () => {
  it('normalises a form’s text into what the API stores, and that output is a valid input again', () => {
    const parsed = annonceWriteSchema.parse(valid);
    expect(parsed).toEqual({
      title: 'Fauteuil roulant pliable',
      body: 'Très bon état.\n\nÀ venir chercher à Ixelles.',
      locale: 'fr',
      category_id: 3,
      prestataire_id: null,
      contact_email: 'marie@example.be',
      phone: null,
      price: 12.5,
      commune_id: '21009',
      expires_at: annonceEndOfDay(valid.expires_at),
      status: 'published',
    });
    expect(annonceWriteSchema.parse(parsed)).toEqual(parsed);
  });

  it('reads prices as people type them; empty is free', () => {
    const price = (value: unknown) => annonceWriteSchema.parse({ ...valid, price: value }).price;
    expect(price('1 250 €')).toBe(1250);
    expect(price('0,29')).toBe(0.29);
    expect(price('0')).toBe(0);
    expect(price('')).toBeNull();
    expect(price(undefined)).toBeNull();
    expect(price(99.9)).toBe(99.9);
    expect(price('100000')).toBe(100_000);
    for (const bad of ['-5', '12,505', 'gratuit', '1.250,50', 0.001, -1, true]) expect(fieldErrors({ ...valid, price: bad })).toEqual({ price: 'validation.price' });
    expect(fieldErrors({ ...valid, price: '100000,01' })).toEqual({ price: 'validation.price.max' });
  });

  it('names each missing or wrong field with a catalogue key', () => {
    expect(fieldErrors({})).toEqual({
      title: 'validation.required',
      body: 'validation.required',
      locale: 'validation.required',
      category_id: 'validation.required',
      commune_id: 'validation.required',
      expires_at: 'validation.required',
      status: 'validation.required',
      contact_email: 'validation.annonce.contact',
    });
    expect(
      fieldErrors({
        ...valid,
        title: 'ab',
        body: 'x'.repeat(5001),
        locale: 'en',
        category_id: 'abc',
        prestataire_id: '-1',
        contact_email: 'pas-une-adresse',
        phone: '+33 1 23 45 67 89',
        commune_id: 'Ixelles',
        status: 'archived',
      }),
    ).toEqual({
      title: 'validation.annonce.title.min',
      body: 'validation.too_long',
      locale: 'validation.invalid',
      category_id: 'validation.invalid',
      prestataire_id: 'validation.invalid',
      contact_email: 'validation.email',
      phone: 'validation.phone.be',
      commune_id: 'validation.invalid',
      status: 'validation.invalid',
    });
  });

  it('refuses control characters, and line breaks in the title', () => {
    expect(fieldErrors({ ...valid, title: 'Deux\nlignes', body: 'nul \u0000 ici' })).toEqual({ title: 'validation.invalid', body: 'validation.invalid' });
  });

  it('asks for a contact even while other fields are missing (a form shows every problem at once)', () => {
    expect(fieldErrors({ ...valid, title: '', commune_id: '', contact_email: '', phone: '' })).toEqual({
      title: 'validation.required',
      commune_id: 'validation.required',
      contact_email: 'validation.annonce.contact',
    });
  });

  it('takes a phone alone as the contact', () => {
    expect(annonceWriteSchema.parse({ ...valid, contact_email: '', phone: '0470 12 34 56' })).toMatchObject({ contact_email: null, phone: '0470 12 34 56' });
  });

  it('wants an expiry from today to 90 days ahead', () => {
    expect(annonceWriteSchema.parse({ ...valid, expires_at: inDays(0) }).expires_at).toBe(annonceEndOfDay(inDays(0)));
    expect(annonceWriteSchema.parse({ ...valid, expires_at: annonceExpiryBounds().max }).status).toBe('published');
    expect(fieldErrors({ ...valid, expires_at: inDays(-1) })).toEqual({ expires_at: 'validation.expires_at.future' });
    expect(fieldErrors({ ...valid, expires_at: inDays(91) })).toEqual({ expires_at: 'validation.annonce.expires_at.max' });
    expect(fieldErrors({ ...valid, expires_at: '2026-02-30' })).toEqual({ expires_at: 'validation.date' });
  });
});

describe('annonce expiry days', () => {
  it('ends a day at midnight in Brussels, summer and winter', () => {
    expect(annonceEndOfDay('2026-07-14')).toBe('2026-07-14T21:59:59.999Z');
    expect(annonceEndOfDay('2026-12-31')).toBe('2026-12-31T22:59:59.999Z');
    // The night the clocks go forward (29 March 2026): that day ends at 22:00 UTC.
    expect(annonceEndOfDay('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
    expect(annonceDay('2026-07-14T22:30:00.000Z')).toBe('2026-07-15');
  });

  it('offers today to 90 days later', () => {
    expect(annonceExpiryBounds(Date.parse('2026-01-10T23:30:00Z'))).toEqual({ min: '2026-01-11', max: '2026-04-11' });
  });
});

describe('isBelgianPhone', () => {
  it('takes Belgian landlines and mobiles as people write them', () => {
    for (const phone of ['02/123.45.67', '0470 12 34 56', '+32 470 12 34 56', '+32 (0)4 221 22 33', '0032 2 123 45 67', '081-22-33-44']) expect([phone, isBelgianPhone(phone)]).toEqual([phone, true]);
    for (const phone of ['123', '02 123 45', '+33 1 23 45 67 89', '0470 12 34 56 78', '+32 0470 12 34 56', 'zero deux']) expect([phone, isBelgianPhone(phone)]).toEqual([phone, false]);
  });
});
