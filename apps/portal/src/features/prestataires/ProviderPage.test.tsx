import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore } from '@sam/api-client';
import type { Prestataire, User } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { ConsentProvider, ToastProvider } from '@sam/ui';
import { userBookmarks, type UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { ProviderPage } from './ProviderPage';

const area = (id: string, fr: string, nl: string) => ({ id, name_fr: fr, name_nl: nl });

const listing: Prestataire = {
  id: 1, slug: 'maison-medicale-du-parc', type: 'association', categorie: 'maison_medicale', title: 'Maison médicale du Parc',
  email: 'accueil@mmparc.be', last_name: null, first_name: null, company: null, company_number: null, inami_number: null,
  member_of: null, target_audience: 'Tout public', specialisation: 'Médecine générale', access_conditions: null,
  activity_description: 'Consultations de médecine générale.', other_activities: null, phone: '+32 2 123 45 67',
  website: 'https://mmparc.be', opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }], closures: [], fees: null, tarif: 'conventionne',
  video_url: null, other_info: null, locale: 'fr', active: true, visible: true, validated: true, primary_color: null,
  secondary_color: null, network_consent: true,
  addresses: [
    { id: 1, kind: 'head_office', street: 'Rue du Parc', number: '12', box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE',
      is_visible: true, lat: 50.84, lon: 4.35, commune: area('21004', 'Bruxelles', 'Brussel'), arrondissement: null,
      province: area('04000', 'Région de Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'), quartier: null,
      accessibility: ['step_free_entrance', 'assistance_dogs'] },
    { id: 2, kind: 'activity_place', street: 'Rue cachée', number: '1', box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE',
      is_visible: false, lat: null, lon: null, commune: null, arrondissement: null, province: null, quartier: null, accessibility: [] },
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
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
        <ConsentProvider>
          <ToastProvider storage={null}>
            <ProviderPage listing={shown} locale={locale} bookmarks={bookmarks} apiBase="https://api.sam.example" />
          </ToastProvider>
        </ConsentProvider>
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

  it('marks the listing’s own texts with its language on a page in the other one (WCAG 3.1.2)', () => {
    renderIn('nl', { shown: { ...listing, fees: 'Tarif INAMI', member_of: 'Fédération des maisons médicales' } });
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Consultations de médecine générale.').closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Tarif INAMI')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Fédération des maisons médicales')).toHaveAttribute('lang', 'fr');
    // The page's own labels stay in the page's language.
    expect(screen.getByRole('heading', { name: 'Contactgegevens' }).closest('[lang]')).toHaveAttribute('lang', 'nl');
    cleanup();
    renderIn('fr');
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });

  it('labels everything in Dutch on the nl page', () => {
    renderIn('nl');
    expect(screen.getByRole('heading', { name: 'Contactgegevens' })).toBeInTheDocument();
    expect(screen.getByText('Een arts vinden')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Openingsuren' })).getByText('maandag')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Antenne Nord' })).toHaveAttribute('href', '/nl/zorgverleners/antenne-nord');
  });

  it('lists each address’s accessibility facts as text beside decorative icons, in both languages (issue 17)', () => {
    renderIn('fr');
    const facts = screen.getByRole('list', { name: 'Accessibilité' });
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Entrée de plain-pied', 'Chiens d’assistance bienvenus']);
    for (const icon of facts.querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(facts.querySelectorAll('svg')).toHaveLength(2);
    cleanup();
    renderIn('nl');
    expect(within(screen.getByRole('list', { name: 'Toegankelijkheid' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Drempelvrije ingang', 'Assistentiehonden welkom']);
    cleanup();
    // An address without facts says nothing about them.
    renderIn('fr', { shown: { ...listing, addresses: listing.addresses.map((a) => ({ ...a, accessibility: [] })) } });
    expect(screen.queryByText('Accessibilité')).not.toBeInTheDocument();
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

  const photo = (id: number, alt_text: string | null, title: string | null) => ({
    id, title, description: null, alt_text, external_link: null, position: id, width: 1200, height: 800,
    urls: { small: `/storage/images/400/${'a'.repeat(31)}${id}.webp`, large: `/storage/images/1200/${'a'.repeat(31)}${id}.webp` },
  });
  const withMedia: Prestataire = {
    ...listing,
    photos: [photo(1, 'Le comptoir d’accueil', 'L’accueil'), photo(2, null, 'Le jardin')],
    documents: [{ id: 7, title: 'Tarifs 2026', description: null, external_link: null, position: 0, file_name: 'tarifs-2026.pdf', type: 'pdf', mime_type: 'application/pdf', size_bytes: 1_234_567, url: '/storage/documents/7/tarifs-2026.pdf' }],
    events: [{ id: 3, slug: 'portes-ouvertes', title: 'Portes ouvertes', starts_at: '2026-12-05T09:00:00.000Z', ends_at: null, place: 'Bruxelles' }],
    places: [{ id: 4, type: 'commune', name_fr: 'Ixelles', name_nl: 'Elsene' }],
  };

  it('shows the photos with their alternative texts, and a keyboard-usable viewer', () => {
    renderIn('fr', { shown: withMedia });
    const gallery = screen.getByRole('region', { name: 'Photos' });
    expect(within(gallery).getByRole('img', { name: 'Le comptoir d’accueil' })).toHaveAttribute('src', `https://api.sam.example/storage/images/400/${'a'.repeat(31)}1.webp`);
    // No alternative text given: the title stands in.
    expect(within(gallery).getByRole('img', { name: 'Le jardin' })).toBeInTheDocument();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Agrandir la photo 2 sur 2' }));
    expect(screen.getByText('Photo 2 sur 2', { exact: false })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Photo suivante', hidden: true }));
    expect(screen.getByText('Photo 1 sur 2', { exact: false })).toBeInTheDocument();
  });

  it('lists documents with their type and size in base 1000, events and places, in each language', () => {
    renderIn('fr', { shown: withMedia });
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Tarifs 2026' })).toHaveAttribute('href', 'https://api.sam.example/storage/documents/7/tarifs-2026.pdf');
    expect(documents.textContent?.replace(/\u00a0/g, ' ')).toContain('(PDF, 1,2 Mo)');
    expect(screen.getByRole('link', { name: 'Portes ouvertes' })).toHaveAttribute('href', '/fr/agenda/portes-ouvertes');
    expect(within(screen.getByRole('region', { name: 'Zones desservies' })).getByText('Ixelles')).toBeInTheDocument();
    cleanup();
    renderIn('nl', { shown: withMedia });
    expect(screen.getByRole('region', { name: 'Documenten' }).textContent?.replace(/\u00a0/g, ' ')).toContain('(PDF, 1,2 MB)');
    expect(within(screen.getByRole('region', { name: 'Bediende gebieden' })).getByText('Elsene')).toBeInTheDocument();
  });

  it('embeds a YouTube video only after functional cookies were accepted, a link before', () => {
    document.cookie = 'sam_consent=; max-age=0; path=/';
    renderIn('fr', { shown: { ...listing, video_url: 'https://www.youtube.com/watch?v=abcdefghijk' } });
    expect(screen.queryByTitle('Vidéo de présentation de Maison médicale du Parc')).toBeNull();
    expect(screen.getByRole('link', { name: 'Voir la vidéo de présentation de Maison médicale du Parc' })).toBeInTheDocument();
    cleanup();
    document.cookie = `sam_consent=${encodeURIComponent(JSON.stringify({ v: 1, functional: true, at: '2026-01-01T00:00:00.000Z' }))}; path=/`;
    renderIn('fr', { shown: { ...listing, video_url: 'https://www.youtube.com/watch?v=abcdefghijk' } });
    expect(screen.getByTitle('Vidéo de présentation de Maison médicale du Parc')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk');
    document.cookie = 'sam_consent=; max-age=0; path=/';
  });

  it('offers the contact form only for a listing with an email address', () => {
    renderIn('nl');
    expect(screen.getByRole('form', { name: 'Schrijven naar Maison médicale du Parc' })).toBeInTheDocument();
    cleanup();
    renderIn('fr', { shown: { ...listing, email: null } });
    expect(screen.queryByRole('form', { name: /Écrire à/ })).toBeNull();
  });
});
