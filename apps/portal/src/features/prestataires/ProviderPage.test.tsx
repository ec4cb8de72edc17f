import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore } from '@sam/api-client';
import type { Prestataire, User } from '@sam/contracts';
import { messages } from '@sam/i18n-routes';
import { ToastProvider } from '@sam/ui';
import { userBookmarks, type UserBookmarks } from '../bookmarks/user-bookmarks';
import { ProviderPage } from './ProviderPage';

const area = (id: string, fr: string, nl: string) => ({ id, name_fr: fr, name_nl: nl });

const listing: Prestataire = {
  id: 1, slug: 'maison-medicale-du-parc', type: 'association', categorie: 'maison_medicale', title: 'Maison médicale du Parc',
  email: 'accueil@mmparc.be', last_name: null, first_name: null, company: null, company_number: null, inami_number: null,
  member_of: null, target_audience: 'Tout public', specialisation: 'Médecine générale', access_conditions: null,
  activity_description: 'Consultations de médecine générale.', other_activities: null, phone: '+32 2 123 45 67',
  website: 'https://mmparc.be', opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }], fees: null, tarif: 'conventionne',
  video_url: null, other_info: null, locale: 'fr', active: true, visible: true, validated: true, primary_color: null,
  secondary_color: null, network_consent: true,
  addresses: [
    { id: 1, kind: 'head_office', street: 'Rue du Parc', number: '12', box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE',
      is_visible: true, lat: 50.84, lon: 4.35, commune: area('21004', 'Bruxelles', 'Brussel'), arrondissement: null,
      province: area('04000', 'Région de Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'), quartier: null },
    { id: 2, kind: 'activity_place', street: 'Rue cachée', number: '1', box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE',
      is_visible: false, lat: null, lon: null, commune: null, arrondissement: null, province: null, quartier: null },
  ],
  sectors: [{ id: 1, slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', is_main: true }],
  besoins: [{ id: 3, parent_id: 1, slug_fr: 'medecin', slug_nl: 'arts', titre_fr: 'Trouver un médecin', titre_nl: 'Een arts vinden' }],
  tags: [], languages: [{ code: 'fr', name_fr: 'français', name_nl: 'Frans' }], sources: [],
  parents: [], childrens: [{ id: 9, slug: 'antenne-nord', title: 'Antenne Nord' }], photos: [], documents: [], events: [], places: [],
  bookmarked: false, updated_at: '2026-01-01T00:00:00.000Z',
};

function renderIn(locale: 'fr' | 'nl', { shown = listing, bookmarks = null }: { shown?: Prestataire; bookmarks?: UserBookmarks | null } = {}) {
  return render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={messages[locale]}>
        <ToastProvider storage={null}>
          <ProviderPage listing={shown} locale={locale} bookmarks={bookmarks} />
        </ToastProvider>
      </IntlProvider>
    </Provider>,
  );
}

const user = (bookmarks: User['bookmarks']): User => ({
  id: 5, name: 'Aline', email: 'aline@example.be', locale: 'nl', email_verified_at: null, roles: ['user'], profile: null, prestataires: [],
  bookmarks, search_bookmark_token: '0123456789abcdef',
});

describe('ProviderPage', () => {
  it('shows the listing with only its visible addresses, in French', () => {
    renderIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maison médicale du Parc');
    expect(screen.getByText('Rue du Parc 12', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Rue cachée', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText('Conventionné')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Antenne Nord' })).toHaveAttribute('href', '/fr/prestataires/antenne-nord');
    const hours = screen.getByRole('table', { name: 'Heures d’ouverture' });
    expect(within(hours).getByText('lundi')).toBeInTheDocument();
  });

  it('links the presentation video when it is a web address, never a script one', () => {
    renderIn('fr', { shown: { ...listing, video_url: 'https://video.example/mmparc' } });
    expect(screen.getByRole('link', { name: 'Voir la vidéo de présentation de Maison médicale du Parc' })).toHaveAttribute('href', 'https://video.example/mmparc');
    cleanup();
    renderIn('nl', { shown: { ...listing, video_url: 'javascript:alert(1)' } });
    expect(screen.queryByText('Video')).not.toBeInTheDocument();
  });

  it('labels everything in Dutch on the nl page', () => {
    renderIn('nl');
    expect(screen.getByRole('heading', { name: 'Contactgegevens' })).toBeInTheDocument();
    expect(screen.getByText('Een arts vinden')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Openingsuren' })).getByText('maandag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Antenne Nord' })).toHaveAttribute('href', '/nl/zorgverleners/antenne-nord');
  });

  it('invites a visitor to log in to bookmark the provider', () => {
    renderIn('fr');
    expect(screen.queryByRole('button', { name: /Favori/ })).not.toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour ajouter ce prestataire à vos favoris.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/connexion');
  });

  it('gives a logged-in user the toggle, pressed when the provider is among their bookmarks', () => {
    const bookmarks = userBookmarks(user([{ type: 'prestataire', id: listing.id, slug: listing.slug, title: listing.title }]));
    renderIn('nl', { bookmarks });
    expect(screen.getByRole('button', { name: 'Favoriet: Maison médicale du Parc' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Deze zorgverlener staat in uw favorieten.')).toBeInTheDocument();
  });

  it('has no toggle on a hidden listing its owner is looking at (it cannot be bookmarked)', () => {
    renderIn('fr', { shown: { ...listing, visible: false }, bookmarks: userBookmarks(user([])) });
    expect(screen.queryByRole('button', { name: /Favori/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Connectez-vous pour ajouter/)).not.toBeInTheDocument();
  });
});
