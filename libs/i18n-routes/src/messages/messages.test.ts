import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { ROUTES } from '../routes';
import { dashboardMessages, listingFieldMessages, portalMessages, sharedMessages, validationMessages } from './all-languages';
import { dashboardCatalogue, portalCatalogue } from './by-language';
import { frenchSpacing, messageText } from './catalogue';
import { dashboardAreas as dashboardFr } from './dashboard/fr';
import { dashboardAreas as dashboardNl } from './dashboard/nl';
import { portalAreas as portalFr } from './portal/fr';
import { portalAreas as portalNl } from './portal/nl';

const catalogues = { portal: { fr: portalFr, nl: portalNl }, dashboard: { fr: dashboardFr, nl: dashboardNl } };

describe.each(Object.entries(catalogues))('the %s catalogue', (_app, { fr, nl }) => {
  it('has the same areas in fr and nl', () => {
    expect(Object.keys(nl).sort()).toEqual(Object.keys(fr).sort());
  });

  it.each(Object.keys(fr))('area %s has the same keys in fr and nl, none empty', (area) => {
    const [french, dutch] = [fr[area as keyof typeof fr], nl[area as keyof typeof nl]];
    expect(Object.keys(dutch).sort()).toEqual(Object.keys(french).sort());
    for (const text of [...Object.values(french), ...Object.values(dutch)]) expect(String(text).trim()).not.toBe('');
  });

  it('has no key defined in two areas', () => {
    const all = Object.values(fr).flatMap((area) => Object.keys(area));
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });
});

describe('message catalogues', () => {
  it('give both apps the shared texts, validation included, and the dashboard the listing field labels', () => {
    for (const locale of ['fr', 'nl'] as const) {
      expect(portalMessages[locale]).toMatchObject(sharedMessages[locale]);
      expect(dashboardMessages[locale]).toMatchObject(sharedMessages[locale]);
      expect(sharedMessages[locale]).toMatchObject(validationMessages[locale]);
      expect(dashboardMessages[locale]).toMatchObject(listingFieldMessages[locale]);
    }
  });

  it('space French punctuation with no-break spaces, so a line never starts with it', () => {
    expect(frenchSpacing('Que souhaitez-vous faire ? État : « {title} » ; merci !')).toBe('Que souhaitez-vous faire\u202f? État\u00a0: «\u00a0{title}\u00a0»\u202f; merci\u202f!');
    expect(frenchSpacing('https://sam.be, 14:30, {count, plural, one {# fiche} other {# fiches}}')).toBe('https://sam.be, 14:30, {count, plural, one {# fiche} other {# fiches}}');
    const breakable = / [?!:;»]|« /;
    for (const catalogue of [portalMessages.fr, dashboardMessages.fr, sharedMessages.fr, validationMessages.fr, listingFieldMessages.fr]) {
      expect(Object.entries(catalogue).filter(([, text]) => breakable.test(text))).toEqual([]);
    }
  });

  it('keep each app’s own texts out of the other app', () => {
    expect(portalMessages.fr['dashboard.name' as keyof typeof portalMessages.fr]).toBeUndefined();
    expect(dashboardMessages.fr['search.heading' as keyof typeof dashboardMessages.fr]).toBeUndefined();
  });

  it('titles every static portal page', () => {
    for (const route of ROUTES.filter((r) => r.app === 'portal' && !r.fr.includes(':'))) {
      const id = `page.${route.name}` as keyof typeof portalMessages.fr;
      expect([route.name, portalMessages.fr[id]]).toEqual([route.name, expect.any(String)]);
      expect(portalMessages.nl[id]).toBeTruthy();
    }
  });

  it('page titles are plain texts, read the same from texts and from parsed messages (browsers get the latter)', () => {
    const titles = Object.entries(portalMessages.fr).concat(Object.entries(portalMessages.nl)).filter(([id]) => id.startsWith('page.') || id.startsWith('error.'));
    expect(titles.length).toBeGreaterThan(100);
    for (const [id, text] of titles) {
      const parsed = parse(text);
      expect([id, parsed.every((element) => element.type === TYPE.literal)]).toEqual([id, true]);
      expect(messageText(parsed)).toBe(text);
      expect(messageText(text)).toBe(text);
    }
    expect(messageText(undefined)).toBeUndefined();
  });

  it('load one language at a time, then read it synchronously', async () => {
    expect(portalCatalogue.loaded('nl')).toBeUndefined();
    expect(() => portalCatalogue.get('nl')).toThrow(/not loaded/);
    await expect(portalCatalogue.load('nl')).resolves.toEqual(portalMessages.nl);
    expect(portalCatalogue.get('nl')).toBe(portalCatalogue.loaded('nl'));
    expect(portalCatalogue.loaded('fr')).toBeUndefined();
    await expect(dashboardCatalogue.load('fr')).resolves.toEqual(dashboardMessages.fr);
  });
});
