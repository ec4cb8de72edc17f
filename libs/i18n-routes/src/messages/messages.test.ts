import { MESSAGE_AREAS, messages } from './index';

describe('message catalogues', () => {
  it.each(Object.entries(MESSAGE_AREAS))('%s has the same keys in fr and nl, none empty', (_area, catalogue) => {
    expect(Object.keys(catalogue.nl).sort()).toEqual(Object.keys(catalogue.fr).sort());
    for (const text of [...Object.values(catalogue.fr), ...Object.values(catalogue.nl)]) expect(String(text).trim()).not.toBe('');
  });

  it('has no key defined in two areas', () => {
    const all = Object.values(MESSAGE_AREAS).flatMap((catalogue) => Object.keys(catalogue.fr));
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(messages.fr).length).toBe(all.length);
  });

  it('titles every static portal page', async () => {
    const { ROUTES } = await import('../routes');
    for (const route of ROUTES.filter((r) => r.app === 'portal' && !r.fr.includes(':'))) {
      expect([route.name, messages.fr[`page.${route.name}`]]).toEqual([route.name, expect.any(String)]);
      expect(messages.nl[`page.${route.name}`]).toBeTruthy();
    }
  });
});
