import { eventMomentToIso, eventWriteSchema, isoToEventMoment } from './events';

describe('event moments in Belgian time', () => {
  it.each([
    ['2026-01-14T18:30', '2026-01-14T17:30:00.000Z'], // winter: UTC+1
    ['2026-07-14T18:30', '2026-07-14T16:30:00.000Z'], // summer: UTC+2
    ['2026-03-29T03:30', '2026-03-29T01:30:00.000Z'], // the first hour of summer time
    ['2026-10-25T03:30', '2026-10-25T02:30:00.000Z'], // the first hour back in winter time
    ['2026-07-14T18:30:15.5', '2026-07-14T16:30:15.500Z'],
    ['2026-07-14T18:30:00Z', '2026-07-14T18:30:00.000Z'], // an instant keeps its own offset
    ['2026-07-14T18:30+05:00', '2026-07-14T13:30:00.000Z'],
  ])('reads %s as %s', (moment, iso) => {
    expect(eventMomentToIso(moment)).toBe(iso);
  });

  it('gives the wall-clock time back for a form', () => {
    expect(isoToEventMoment('2026-01-14T17:30:00.000Z')).toBe('2026-01-14T18:30');
    expect(isoToEventMoment('2026-06-30T22:15:00.000Z')).toBe('2026-07-01T00:15');
  });

  it.each(['2026-02-30T10:00', '2026-04-31T10:00', '2026-01-01T24:00', '2026-01-01', '14/05/2026 18:30', '2026-01-01T10:60', '2026-05-14T18:30+99:99', '2026-05-14T18:30:00-15:00', '2026-05-14T18:30+01:60'])('refuses %s', (value) => {
    expect(eventMomentToIso(value)).toBeNull();
  });
});

describe('eventWriteSchema', () => {
  const valid = { title: 'Atelier', description: 'Texte', locale: 'fr', category_id: '3', starts_at: '2026-05-14T18:30', status: 'draft' };
  const errors = (value: unknown) => {
    const result = eventWriteSchema.safeParse(value);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('turns form text into stored values: ids, nulls for empty fields, UTC instants', () => {
    expect(eventWriteSchema.parse({ ...valid, prestataire_id: '', place: '  ', commune_id: '', ends_at: '', contact_person: '', website: '' })).toEqual({
      ...valid,
      category_id: 3,
      prestataire_id: null,
      place: null,
      commune_id: null,
      starts_at: '2026-05-14T16:30:00.000Z',
      ends_at: null,
      contact_person: null,
      website: null,
    });
  });

  it('accepts its own output, which the dashboard sends to the API', () => {
    for (const input of [
      { ...valid, place: '', commune_id: '', ends_at: '', contact_person: '', website: '' },
      { ...valid, prestataire_id: '7', place: 'Ici', commune_id: '21009', ends_at: '2026-05-14T20:00', contact_person: 'Marie', website: 'https://example.be' },
    ]) {
      const output = eventWriteSchema.parse(input);
      expect(eventWriteSchema.parse(output)).toEqual(output);
    }
  });

  it('names each problem with a message key, the end before the start included', () => {
    expect(errors({})).toEqual({
      title: 'validation.required',
      description: 'validation.required',
      locale: 'validation.required',
      category_id: 'validation.required',
      starts_at: 'validation.required',
      status: 'validation.required',
    });
    expect(errors({ ...valid, title: 'Ab', ends_at: '2026-05-14T17:00', website: 'ftp://example.be', commune_id: '1000', prestataire_id: 'x', status: 'archived' })).toEqual({
      title: 'validation.event.title_short',
      website: 'validation.url',
      commune_id: 'validation.event.commune',
      prestataire_id: 'validation.invalid',
      status: 'validation.invalid',
      ends_at: 'validation.event.ends_before_start',
    });
    expect(errors({ ...valid, description: 'a\u0000b', contact_person: 'Marie\nDupont', place: 'x'.repeat(256) })).toEqual({
      description: 'validation.invalid',
      contact_person: 'validation.invalid',
      place: 'validation.too_long',
    });
  });
});
