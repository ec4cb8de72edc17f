import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { AnnonceCategory, AnnonceDetail } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { AnnoncePage } from './AnnoncePage';
import { AnnoncesPage } from './AnnoncesPage';

const annonce: AnnonceDetail = {
  id: 7, slug: 'fauteuil-roulant-namur', title: 'Fauteuil roulant manuel pliable – Namur', locale: 'fr', excerpt: 'Fauteuil roulant pliable.',
  price_cents: null, commune: { id: '92094', name: 'Namur' }, published_at: '2026-09-20T10:00:00.000Z', expires_at: '2027-03-01T10:00:00.000Z',
  category: { id: 1, slug: 'materiel-medical', title: 'Matériel médical à donner ou à vendre' }, body: 'Fauteuil roulant pliable.\n\nContact : Marie Dupont.',
  contact_email: 'marie.dupont@example.be', phone: '+32 81 23 45 67', prestataire: null, bookmarked: false, updated_at: '2026-09-20T10:00:00.000Z',
};

const inLocale = (locale: 'fr' | 'nl', node: React.ReactNode) =>
  render(<IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>{node}</IntlProvider>);

describe('AnnoncePage', () => {
  it('shows the ad, its contact links and "Gratuit" for a free item', () => {
    inLocale('fr', <AnnoncePage locale="fr" annonce={annonce} price={null} published="20 septembre 2026" expires="1 mars 2027" bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fauteuil roulant manuel pliable – Namur');
    expect(screen.getAllByText('Gratuit').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'marie.dupont@example.be' })).toHaveAttribute('href', 'mailto:marie.dupont@example.be');
    expect(screen.getByRole('link', { name: '+32 81 23 45 67' })).toHaveAttribute('href', 'tel:+3281234567');
    expect(screen.getByText('Contact : Marie Dupont.')).toBeInTheDocument();
    expect(screen.getByText(/Connectez-vous pour ajouter cette annonce/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux annonces' })).toHaveAttribute('href', '/fr/annonces');
  });

  it('marks a French ad on the nl page and shows "Gratis" or the price', () => {
    inLocale('nl', <AnnoncePage locale="nl" annonce={{ ...annonce, contact_email: null, phone: null }} price={null} published={null} expires={null} bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
    expect(screen.getAllByText('Gratis').length).toBeGreaterThan(0);
    expect(screen.getByText('Er zijn geen contactgegevens vermeld.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de zoekertjes' })).toHaveAttribute('href', '/nl/zoekertjes');
  });
});

describe('AnnoncesPage', () => {
  it('links categories, the search and pages with shareable query strings', () => {
    const category: AnnonceCategory = { id: 1, slug: 'materiel-medical', title: 'Matériel médical', slug_fr: 'materiel-medical', slug_nl: 'medisch-materiaal', titre_fr: 'Matériel médical', titre_nl: 'Medisch materiaal', position: 1, count: 42 };
    inLocale('fr', (
      <AnnoncesPage locale="fr" categories={[category]} current={category} q="fauteuil" page={2} pages={3} total={72}
        annonces={[{ ...annonce, price: '150 €' }]} bookmarks={null} />
    ));
    expect(screen.getByRole('link', { name: 'Matériel médical (42)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('href', '/fr/annonces?q=fauteuil');
    expect(screen.getByRole('link', { name: 'Fauteuil roulant manuel pliable – Namur' })).toHaveAttribute('href', '/fr/annonces/fauteuil-roulant-namur');
    expect(screen.getByText('150 €')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans les annonces' })).toHaveValue('fauteuil');
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/annonces?categorie=materiel-medical&q=fauteuil');
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/annonces?categorie=materiel-medical&q=fauteuil&page=3');
    expect(screen.getByText('72 annonces')).toBeInTheDocument();
  });
});
