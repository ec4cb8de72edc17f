import type { EventDetail } from '@sam/contracts';
import { eventJsonLd, formatEventDay, formatEventWhen, jsonForScript } from './format';

const event: EventDetail = {
  id: 4, slug: 'cafe-memoire-namur', title: 'Café mémoire – Namur', locale: 'fr', place: 'Centre de jour Les Tilleuls',
  commune: { id: '92094', name: 'Namur' }, starts_at: '2026-12-03T18:30:00.000Z', ends_at: '2026-12-03T20:30:00.000Z',
  category: { id: 3, slug: 'groupe-de-parole', title: 'Groupe de parole' }, description: 'Un rendez-vous convivial </script>.',
  contact_person: 'Marie Dupont', website: null, organiser: { id: 2, slug: 'centre-de-jour-les-tilleuls', title: 'Centre de jour Les Tilleuls' },
  subscribers: 0, subscribed: false, bookmarked: false, updated_at: '2026-10-01T08:00:00.000Z',
};

/** ICU puts narrow or thin no-break spaces around range dashes: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('agenda date formatting', () => {
  it('gives Brussels wall-clock times in French and Dutch, whatever the process time zone', () => {
    // 18:30 UTC in December is 19:30 in Brussels (CET, UTC+1).
    expect(plain(formatEventWhen(event.starts_at, event.ends_at, 'fr'))).toBe('jeudi 3 décembre 2026, 19:30 – 21:30');
    expect(plain(formatEventWhen(event.starts_at, event.ends_at, 'nl'))).toMatch(/^donderdag 3 december 2026, 19:30 ?– ?21:30$/);
  });

  it('uses summer time (UTC+2) in June and shows only the start without an end', () => {
    expect(plain(formatEventWhen('2027-06-12T08:00:00.000Z', null, 'fr'))).toBe('samedi 12 juin 2027 à 10:00');
    expect(plain(formatEventWhen('2027-06-12T08:00:00.000Z', null, 'nl'))).toBe('zaterdag 12 juni 2027 om 10:00');
  });

  it('spans days when the event ends on another day', () => {
    const text = plain(formatEventWhen('2026-12-05T09:00:00.000Z', '2026-12-06T16:00:00.000Z', 'fr'));
    expect(text).toContain('5 décembre');
    expect(text).toContain('6 décembre');
    expect(text).toContain('10:00');
    expect(text).toContain('17:00');
  });

  it('formats the short card day and time', () => {
    const fr = formatEventDay('2026-12-31T23:30:00.000Z', 'fr');
    expect(plain(fr.day)).toBe('ven. 1 janv. 2027'); // already New Year in Brussels
    expect(fr.time).toBe('00:30');
    expect(plain(formatEventDay(event.starts_at, 'nl').day)).toBe('do 3 dec 2026');
  });
});

describe('event JSON-LD', () => {
  it('describes a schema.org Event with place, organiser and URL', () => {
    const ld = eventJsonLd(event, 'https://sam.example/fr/agenda/cafe-memoire-namur', 'https://sam.example/fr/prestataires/centre-de-jour-les-tilleuls');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Café mémoire – Namur',
      description: 'Un rendez-vous convivial </script>.',
      startDate: '2026-12-03T18:30:00.000Z',
      endDate: '2026-12-03T20:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      inLanguage: 'fr-BE',
      url: 'https://sam.example/fr/agenda/cafe-memoire-namur',
      location: { '@type': 'Place', name: 'Centre de jour Les Tilleuls', address: { '@type': 'PostalAddress', addressLocality: 'Namur', addressCountry: 'BE' } },
      organizer: { '@type': 'Organization', name: 'Centre de jour Les Tilleuls', url: 'https://sam.example/fr/prestataires/centre-de-jour-les-tilleuls' },
    });
  });

  it('leaves out what is unknown and escapes the script text', () => {
    const ld = eventJsonLd({ ...event, ends_at: null, organiser: null }, 'https://sam.example/nl/agenda/x', null);
    expect(ld).not.toHaveProperty('endDate');
    expect(ld).not.toHaveProperty('organizer');
    const script = jsonForScript(ld);
    expect(script).not.toContain('</script>');
    expect(JSON.parse(script)).toEqual(ld);
  });
});
