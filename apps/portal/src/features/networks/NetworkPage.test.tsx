import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { Network } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { NetworkPage, NetworkPageV1 } from './NetworkPage';

const member = (id: number, title: string, highlighted: boolean, locale: 'fr' | 'nl' = 'fr') => ({
  id, slug: `membre-${id}`, title, locale, sector_slug: { fr: 'soins', nl: 'zorg' }, locality: 'Ixelles', commune: { fr: 'Ixelles', nl: 'Elsene' }, highlighted, location: null,
});
const network: Network = {
  head: { id: 1, slug: 'maison-medicale-parc', title: 'Maison médicale du Parc', locale: 'fr', sector_slug: null, locality: null, commune: null, primary_color: '#1a4d8f', secondary_color: '#ffffff' },
  name: 'Réseau santé du Parc',
  description: 'Des partenaires coordonnés.',
  logo_url: null,
  events: [],
  tabs: ['members'],
  highlighted_ids: [3],
  members: [member(2, 'Aide Ixelles', false), member(3, 'Répit Flagey', true), member(4, 'Zèbre kiné', false)],
};
const inLocale = (locale: 'fr' | 'nl', node: React.ReactNode) =>
  render(<IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>{node}</IntlProvider>);

describe('NetworkPage', () => {
  it('shows the highlighted members first, every member once, in the head’s colours', () => {
    const { container } = inLocale('fr', <NetworkPage locale="fr" network={network} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Réseau santé du Parc' })).toBeTruthy();
    const highlighted = screen.getByRole('region', { name: 'Membres mis en avant' });
    expect(within(highlighted).getAllByRole('link').map((a) => a.textContent)).toEqual(['Répit Flagey']);
    const all = screen.getByRole('region', { name: 'Les membres du réseau (3 prestataires)' });
    expect(within(all).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/fr/prestataires/soins/membre-2', '/fr/prestataires/soins/membre-4']);
    expect(container.querySelectorAll('[data-member-id]')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Voir la fiche de Maison médicale du Parc' }).getAttribute('href')).toBe('/fr/prestataires/maison-medicale-parc');
    // In a style element (the CSP refuses style attributes), aimed at the header.
    expect(container.querySelector('header')?.hasAttribute('data-network-colors')).toBe(true);
    expect(container.querySelector('style')?.textContent).toBe('header[data-network-colors]{background:#1a4d8f;color:#ffffff}');
    expect(getComputedStyle(container.querySelector('header')!).backgroundColor).toBe('rgb(26, 77, 143)');
  });

  it('marks the head’s words and the members and events written in the other language (WCAG 3.1.2)', () => {
    const mixed: Network = { ...network, members: [...network.members, member(5, 'Zorg Elsene', false, 'nl')] };
    inLocale('nl', <NetworkPage locale="nl" network={mixed} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Réseau santé du Parc' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Des partenaires coordonnés.')).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'Aide Ixelles' })).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('link', { name: 'Zorg Elsene' })).not.toHaveAttribute('lang');
  });

  it('falls back to the site colours when the pair fails AA', () => {
    const pale = { ...network, head: { ...network.head, primary_color: '#ffff00' } };
    const { container } = inLocale('nl', <NetworkPage locale="nl" network={{ ...pale, name: null }} />);
    expect(container.querySelector('header')?.hasAttribute('data-network-colors')).toBe(false);
    expect(container.querySelector('style')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Netwerk van Maison médicale du Parc' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Aide Ixelles' })[0].getAttribute('href')).toBe('/nl/zorgverleners/zorg/membre-2');
  });
});

describe('NetworkPage tabs', () => {
  const withTabs: Network = {
    ...network,
    logo_url: '/storage/networks/logo.webp',
    tabs: ['events', 'members'],
    events: [{ id: 9, slug: 'atelier-aidants', title: 'Atelier aidants', locale: 'fr', starts_at: '2027-03-04T13:00:00.000Z', ends_at: null, prestataire_id: 3 }],
  };

  it('draws the tabs the head chose, in its order, and moves between them with the arrow keys', async () => {
    inLocale('nl', <NetworkPage locale="nl" network={withTabs} apiBase="http://api.test" />);
    expect(screen.getByRole('img', { name: 'Logo van Réseau santé du Parc' }).getAttribute('src')).toBe('http://api.test/storage/networks/logo.webp');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Evenementen', 'Leden']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel', { name: 'Evenementen' })).getByRole('link', { name: 'Atelier aidants' }).getAttribute('href')).toBe('/nl/agenda/atelier-aidants');
    tabs[0].focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Leden' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Leden' }));
    const panel = screen.getByRole('tabpanel', { name: 'Leden' });
    expect(within(within(panel).getByRole('region', { name: 'Uitgelichte leden' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Répit Flagey']);
  });
});

describe('NetworkPageV1', () => {
  it('lists every member in one plain list and links to the current version', () => {
    inLocale('fr', <NetworkPageV1 locale="fr" network={network} currentHref="/fr/reseaux-de-prestataires/maison-medicale-parc" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Les membres du réseau (3 prestataires)' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Aide Ixelles', 'Répit Flagey', 'Zèbre kiné']);
    expect(screen.getByRole('link', { name: 'Voir la version actuelle de la page du réseau' }).getAttribute('href')).toBe('/fr/reseaux-de-prestataires/maison-medicale-parc');
  });
});
