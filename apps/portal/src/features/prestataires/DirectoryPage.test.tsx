import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { SectorCount } from '@sam/contracts';
import { INTL_LOCALE, portalMessages, type Locale } from '@sam/i18n-routes';
import { DirectoryPage } from './DirectoryPage';

const sector = (id: number, titre_fr: string, titre_nl: string, providers_count: number, places_count: number): SectorCount => ({
  id, slug_fr: `fr-${id}`, slug_nl: `nl-${id}`, titre_fr, titre_nl, providers_count, places_count,
});
const SECTORS = [
  sector(1, 'Aide à domicile', 'Thuishulp', 268, 1518),
  sector(2, 'Juridique', 'Juridisch', 1, 1),
  // Listings without a located address: nothing to show on the search page.
  sector(3, 'Emploi', 'Werk', 2, 0),
];

const inLocale = (locale: Locale, node: ReactNode) => render(<IntlProvider locale={INTL_LOCALE[locale]} messages={portalMessages[locale]}>{node}</IntlProvider>);
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('DirectoryPage', () => {
  it('lists the sectors with places as cards leading to the search refined on the sector', () => {
    inLocale('fr', <DirectoryPage locale="fr" sectors={SECTORS} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Annuaire des prestataires');
    const cards = within(screen.getByRole('list', { name: 'Parcourir par secteur' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Aide à domicile', 'Juridique']);
    expect(within(cards[0]).getByRole('link', { name: 'Aide à domicile' })).toHaveAttribute('href', '/fr/recherche?secteur=Aide+%C3%A0+domicile');
    expect(text(within(cards[0]).getByText(/prestataires/))).toBe('268 prestataires, 1 518 adresses');
    expect(text(within(cards[1]).getByText(/prestataire/))).toBe('1 prestataire, 1 adresse');
    expect(screen.getByRole('link', { name: 'Me laisser guider' })).toHaveAttribute('href', '/fr/me-laisser-guider');
    expect(screen.getByRole('link', { name: 'Rechercher dans l’annuaire' })).toHaveAttribute('href', '/fr/recherche');
    expect(screen.getByRole('link', { name: 'Suggérer un prestataire' })).toHaveAttribute('href', '/fr/suggerer-un-prestataire');
  });

  it('links with the Dutch titles on the Dutch page', () => {
    inLocale('nl', <DirectoryPage locale="nl" sectors={SECTORS} />);
    const list = screen.getByRole('list', { name: 'Per sector bladeren' });
    expect(within(list).getByRole('link', { name: 'Thuishulp' })).toHaveAttribute('href', '/nl/zoeken?secteur=Thuishulp');
    expect(text(within(list).getAllByText(/zorgverlener/)[0])).toBe('268 zorgverleners, 1.518 adressen');
    expect(within(list).queryByRole('link', { name: 'Werk' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Laat me begeleiden' })).toHaveAttribute('href', '/nl/laat-me-begeleiden');
    expect(screen.getByRole('link', { name: 'Een zorgverlener voorstellen' })).toHaveAttribute('href', '/nl/zorgverlener-voorstellen');
  });

  it('says the directory is being updated when no sector has a place', () => {
    inLocale('fr', <DirectoryPage locale="fr" sectors={[SECTORS[2]]} />);
    expect(screen.queryByRole('list', { name: 'Parcourir par secteur' })).toBeNull();
    expect(screen.getByText('L’annuaire est en cours de mise à jour. Revenez bientôt, ou utilisez la recherche.')).toBeInTheDocument();
  });
});
