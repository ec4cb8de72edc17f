import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { userEvent } from 'storybook/test';
import { pathFor, sharedMessages } from '@sam/i18n-routes';
import { MainMenu, type MainMenuProps, type MenuItem } from './MainMenu';
import { footerSections, mainMenuItems } from './main-menu-items';

const items: MenuItem[] = [
  { id: 'home', labelId: 'nav.home', href: '/fr' },
  {
    id: 'who',
    labelId: 'menu.whoAreSam',
    href: '/fr/qui-sont-les-sam',
    children: [
      { id: 'being', labelId: 'page.content-qui-sont-les-sam-etre-sam', href: '/fr/qui-sont-les-sam/etre-sam' },
      { id: 'video', labelId: 'page.content-qui-sont-les-sam-video', href: '/fr/qui-sont-les-sam/video' },
    ],
  },
  { id: 'contact', labelId: 'menu.contact', href: '/fr/contact' },
];

const ui = (props: Partial<MainMenuProps> = {}) => (
  <IntlProvider locale="fr" messages={sharedMessages.fr}>
    <MainMenu items={items} resetKey="" currentHref="/fr/contact" {...props} />
  </IntlProvider>
);
const burger = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => screen.getByRole('dialog', { hidden: true });

describe('MainMenu (spec §2)', () => {
  it('opens by keyboard and moves focus into the panel, locking the page scroll', async () => {
    render(ui());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-controls', panel().id);
    expect(panel()).toHaveAttribute('inert');

    burger().focus();
    await userEvent.keyboard('{Enter}');

    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).not.toHaveAttribute('inert');
    expect(panel()).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('traps focus inside the open panel (Tab and Shift+Tab wrap)', async () => {
    render(ui());
    fireEvent.click(burger());
    const close = screen.getByRole('button', { name: 'Fermer le menu' });
    const contact = screen.getByRole('link', { name: 'Contact' });

    contact.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(contact).toHaveFocus();
    // Closed submenu links are skipped; an opened one joins the cycle.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Qui sont les SAM\u202f?' })).toHaveFocus();
  });

  it('closes on Escape, returns focus to the burger and unlocks the page', async () => {
    render(ui());
    fireEvent.click(burger());
    await userEvent.keyboard('{Escape}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button', () => {
    render(ui());
    fireEvent.click(burger());
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le menu' }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
  });

  it('toggles a submenu as a disclosure, with the section page first', () => {
    render(ui());
    fireEvent.click(burger());
    const who = screen.getByRole('button', { name: 'Qui sont les SAM\u202f?' });
    const submenu = document.getElementById(who.getAttribute('aria-controls')!)!;
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(submenu).not.toBeVisible();

    fireEvent.click(who);
    expect(who).toHaveAttribute('aria-expanded', 'true');
    expect(submenu).toBeVisible();
    expect(screen.getByRole('link', { name: 'Présentation' })).toHaveAttribute('href', '/fr/qui-sont-les-sam');
    expect(screen.getByRole('link', { name: 'Être SAM' })).toHaveAttribute('href', '/fr/qui-sont-les-sam/etre-sam');

    fireEvent.click(who);
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(submenu).not.toBeVisible();
  });

  it('closes and resets its submenu when resetKey (the query string) changes', () => {
    const { rerender } = render(ui({ resetKey: '?page=1' }));
    fireEvent.click(burger());
    fireEvent.click(screen.getByRole('button', { name: 'Qui sont les SAM\u202f?' }));

    rerender(ui({ resetKey: '?page=2' }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    fireEvent.click(burger());
    expect(screen.getByRole('button', { name: 'Qui sont les SAM\u202f?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and closes when a link is followed', () => {
    render(ui());
    fireEvent.click(burger());
    const contact = screen.getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    act(() => contact.click());
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the illustration from assistive technology', () => {
    render(ui({ illustration: <img src="/x.png" alt="" data-testid="art" /> }));
    expect(screen.getByTestId('art').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('mainMenuItems', () => {
  it.each(['fr', 'nl'] as const)('lists the spec §2 entries and every public section, with existing routes and %s messages', (locale) => {
    const built = mainMenuItems((name) => pathFor(name, locale));
    expect(built.map((i) => i.id)).toEqual([
      'home',
      'directory',
      'besoins',
      'agenda',
      'annonces',
      'infos',
      'guide',
      'glossary',
      'networks',
      'who-are-sam',
      'services-sam',
      'support',
      'media',
      'about',
      'faq',
      'contact',
    ]);
    expect(built.filter((i) => i.children).map((i) => i.id)).toEqual(['who-are-sam', 'services-sam', 'support', 'media', 'about']);
    for (const entry of built.flatMap((i) => [i, ...(i.children ?? [])])) {
      expect((sharedMessages[locale] as Record<string, string>)[entry.labelId]).toBeTruthy();
      expect(entry.href).toMatch(new RegExp(`^/${locale}`));
    }
    // Issue 15: the annonces are reachable from the menu.
    expect(built.find((i) => i.id === 'annonces')?.href).toBe(pathFor('annonces', locale));
  });
});

describe('footerSections', () => {
  it.each(['fr', 'nl'] as const)('lists every menu section but home, in two groups, in %s', (locale) => {
    const href = (name: string) => pathFor(name, locale);
    const sections = footerSections(href);
    expect(sections.map((s) => s.id)).toEqual(['find', 'asbl']);
    const footerHrefs = new Set(sections.flatMap((s) => s.links.map((l) => l.href)));
    for (const item of mainMenuItems(href).filter((i) => i.id !== 'home')) expect(footerHrefs).toContain(item.href);
    expect(footerHrefs).toContain(pathFor('content-soutenir-asbl-amis-de-sam', locale));
    for (const section of sections) {
      expect((sharedMessages[locale] as Record<string, string>)[section.headingId]).toBeTruthy();
      for (const link of section.links) expect((sharedMessages[locale] as Record<string, string>)[link.labelId]).toBeTruthy();
    }
  });
});
