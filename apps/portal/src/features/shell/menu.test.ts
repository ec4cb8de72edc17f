import { messages } from '@sam/i18n-routes';
import { mainMenu } from './menu';

describe('main menu (spec §2)', () => {
  it('has the nine entries in order, with submenus for the four content sections', () => {
    const menu = mainMenu('fr');
    expect(menu.map((i) => i.id)).toEqual(['home', 'who', 'needs', 'pros', 'support', 'media', 'about', 'faq', 'contact']);
    expect(menu.find((i) => i.id === 'about')?.children?.map((c) => c.href)).toContain('/fr/a-propos-de-l-asbl/statuts');
    expect(menu.find((i) => i.id === 'support')?.children?.[0].href).toBe('/fr/soutenir-l-asbl');
  });

  it.each(['fr', 'nl'] as const)('links only to localised paths with a title in %s', (locale) => {
    for (const item of mainMenu(locale)) {
      expect(messages[locale][item.labelId]).toBeTruthy();
      for (const child of item.children ?? []) {
        expect(child.href.startsWith(`/${locale}/`)).toBe(true);
        expect(messages[locale][child.labelId]).toBeTruthy();
      }
    }
  });
});
