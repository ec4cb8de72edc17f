import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BesoinDetail, BesoinSummary } from '@sam/contracts';
import { portalMessages, type Locale } from '@sam/i18n-routes';
import { BesoinPage } from './BesoinPage';
import { GuidedSearchPage } from './GuidedSearchPage';

const summary = (id: number, slug: string, title: string, path: string, parent_id: number | null, providers_count: number): BesoinSummary => ({
  id, slug, slug_fr: slug, slug_nl: `${slug}-nl`, title, path, parent_id, level: parent_id === null ? 1 : 2, description: `À propos de ${title}.`, position: id, providers_count, children_count: 0,
});
const soigner = summary(1, 'se-soigner', 'Me soigner', 'Me soigner', null, 120);
const medecin = summary(2, 'medecin-generaliste', 'Trouver un médecin généraliste', 'Me soigner > Trouver un médecin généraliste', 1, 80);
const palliatifs = summary(3, 'soins-palliatifs', 'Soins palliatifs', 'Me soigner > Soins palliatifs', 1, 1);
// The search index's counts (addresses) differ from the API's providers on purpose: the pages show the index's.
const counts = { 'Me soigner': 210, 'Me soigner > Trouver un médecin généraliste': 130, 'Me soigner > Soins palliatifs': 1 };

const inLocale = (locale: Locale, node: ReactNode) => render(<IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>{node}</IntlProvider>);

describe('GuidedSearchPage', () => {
  it('shows step 1 as current and the domains as cards leading to step 2', () => {
    inLocale('fr', <GuidedSearchPage locale="fr" domains={[soigner]} counts={counts} />);
    const steps = screen.getByRole('navigation', { name: 'Étapes de la recherche guidée' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Dans quel domaine cherchez-vous de l’aide ?');
    expect(screen.getByRole('link', { name: 'Me soigner' })).toHaveAttribute('href', '/fr/besoins/se-soigner');
    expect(screen.getByText('210 adresses')).toBeInTheDocument();
  });
});

describe('BesoinPage', () => {
  it('offers the children of a level-1 need and a search over the whole domain', () => {
    const besoin: BesoinDetail = { ...soigner, children_count: 2, parent: null, children: [medecin, palliatifs], conseils: [] };
    inLocale('fr', <BesoinPage locale="fr" besoin={besoin} siblings={[]} counts={counts} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Me soigner');
    expect(screen.getByRole('link', { name: 'Soins palliatifs' })).toHaveAttribute('href', '/fr/besoins/soins-palliatifs');
    expect(screen.getByText('130 adresses')).toBeInTheDocument();
    expect(screen.getByText('1 adresse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous les prestataires\u00a0: Me soigner' })).toHaveAttribute('href', '/fr/recherche?besoin=Me%20soigner');
    expect(screen.getByRole('link', { name: 'Choisir un autre domaine' })).toHaveAttribute('href', '/fr/me-laisser-guider');
  });

  it('sums up a level-2 need and leads to the search with "Parent > Child" refined, in Dutch too', () => {
    const besoin: BesoinDetail = {
      ...palliatifs, slug: 'palliatieve-zorg', title: 'Palliatieve zorg', path: 'Verzorgd worden > Palliatieve zorg', description: 'Begeleiding bij het levenseinde.',
      parent: { ...soigner, slug: 'verzorgd-worden', title: 'Verzorgd worden' }, children: [], conseils: [{ id: 11, slug: 'een-naaste-begeleiden', title: 'Een naaste begeleiden', summary: null }],
    };
    inLocale('nl', <BesoinPage locale="nl" besoin={besoin} siblings={[{ ...medecin, slug: 'huisarts', title: 'Een huisarts vinden' }]} counts={{ 'Verzorgd worden > Palliatieve zorg': 12 }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Palliatieve zorg');
    expect(screen.getByText('Begeleiding bij het levenseinde.')).toBeInTheDocument();
    expect(screen.getByText('12 adressen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'De hulpverleners voor deze behoefte bekijken' })).toHaveAttribute('href', '/nl/zoeken?besoin=Verzorgd%20worden%20%3E%20Palliatieve%20zorg');
    expect(screen.getByRole('link', { name: 'Een naaste begeleiden' })).toHaveAttribute('href', '/nl/sam-advies/een-naaste-begeleiden');
    expect(screen.getByRole('link', { name: 'Een huisarts vinden' })).toHaveAttribute('href', '/nl/behoeften/huisarts');
    expect(screen.getByRole('link', { name: 'Terug naar « Verzorgd worden »' })).toHaveAttribute('href', '/nl/behoeften/verzorgd-worden');
    expect(within(screen.getByRole('navigation', { name: 'Stappen van de begeleide zoektocht' })).getByText('Mijn behoefte verfijnen').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
