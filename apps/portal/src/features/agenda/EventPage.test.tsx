import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeStore } from '@sam/api-client';
import type { EventDetail, User } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { ToastProvider } from '@sam/ui';
import { userBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { AgendaPage } from './AgendaPage';
import { EventPage } from './EventPage';
import { eventJsonLd } from './format';

const event: EventDetail = {
  id: 4, slug: 'cafe-memoire-namur', title: 'Café mémoire – Namur', locale: 'fr', place: 'Centre de jour Les Tilleuls',
  commune: { id: '92094', name: 'Namur' }, starts_at: '2026-12-03T18:30:00.000Z', ends_at: '2026-12-03T20:30:00.000Z',
  category: { id: 3, slug: 'groupe-de-parole', title: 'Groupe de parole' }, description: 'Un rendez-vous convivial.\n\nGratuit.',
  contact_person: 'Marie Dupont', website: 'https://www.tilleuls.example', organiser: { id: 2, slug: 'centre-de-jour-les-tilleuls', title: 'Centre de jour Les Tilleuls' },
  subscribers: 3, subscribed: false, bookmarked: false, updated_at: '2026-10-01T08:00:00.000Z',
};

const inLocale = (locale: 'fr' | 'nl', node: React.ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
        <ToastProvider storage={null}>{node}</ToastProvider>
      </IntlProvider>
    </Provider>,
  );

const user: User = {
  id: 5, name: 'Aline', email: 'aline@example.be', locale: 'fr', email_verified_at: null, roles: ['user'], profile: null, prestataires: [],
  bookmarks: [{ type: 'event', id: event.id, slug: event.slug, title: event.title }], search_bookmark_token: '0123456789abcdef',
};

describe('EventPage', () => {
  it('shows the event, its organiser link, the .ics link and the JSON-LD', () => {
    const jsonLd = eventJsonLd(event, 'https://sam.example/fr/agenda/cafe-memoire-namur', null);
    const { container } = inLocale('fr', (
      <EventPage locale="fr" event={event} when="jeudi 3 décembre 2026, 19:30 – 21:30" past={false} icsHref="http://api.test/api/events/cafe-memoire-namur/ics" jsonLd={jsonLd} bookmarks={null} />
    ));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Café mémoire – Namur');
    expect(screen.getByRole('link', { name: 'Centre de jour Les Tilleuls' })).toHaveAttribute('href', '/fr/prestataires/centre-de-jour-les-tilleuls');
    expect(screen.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toHaveAttribute('href', 'http://api.test/api/events/cafe-memoire-namur/ics');
    expect(screen.getByText('Marie Dupont')).toBeInTheDocument();
    expect(screen.getByText('Gratuit.')).toBeInTheDocument();
    expect(screen.getByText(/Connectez-vous pour vous inscrire/)).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'Event', name: 'Café mémoire – Namur', startDate: event.starts_at });
  });

  it('labels a French event in Dutch on the nl page, marking its language', () => {
    inLocale('nl', <EventPage locale="nl" event={event} when="donderdag" past icsHref="x" jsonLd={{}} bookmarks={null} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Dit evenement is voorbij.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Centre de jour Les Tilleuls' })).toHaveAttribute('href', '/nl/zorgverleners/centre-de-jour-les-tilleuls');
    expect(screen.queryByRole('link', { name: /Toevoegen aan mijn agenda/ })).not.toBeInTheDocument();
  });
});

describe('AgendaPage', () => {
  it('links categories and pages with shareable query strings', () => {
    const category = { id: 3, slug: 'groupe-de-parole', title: 'Groupe de parole', slug_fr: 'groupe-de-parole', slug_nl: 'praatgroep', titre_fr: 'Groupe de parole', titre_nl: 'Praatgroep', position: 3, upcoming_count: 42 };
    inLocale('fr', (
      <AgendaPage locale="fr" categories={[category]} current={category} page={2} pages={3} total={72} past={false}
        events={[{ ...event, day: 'jeu. 3 déc. 2026', time: '19:30' }]} bookmarks={null} />
    ));
    expect(screen.getByRole('link', { name: 'Groupe de parole (42)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('href', '/fr/agenda');
    expect(screen.getByRole('link', { name: 'Café mémoire – Namur' })).toHaveAttribute('href', '/fr/agenda/cafe-memoire-namur');
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/agenda?categorie=groupe-de-parole');
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/fr/agenda?categorie=groupe-de-parole&page=3');
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.getByText('72 événements à venir')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favori/ })).not.toBeInTheDocument();
    // Upcoming events: no badge; past ones one click away, in the same category.
    expect(screen.queryByText('Passé')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Événements passés' })).toHaveAttribute('href', '/fr/agenda?categorie=groupe-de-parole&passes=1');
  });

  it('marks past events as past, seen and heard, and keeps\u202f?passes=1 in its links (Dutch)', () => {
    const category = { id: 3, slug: 'praatgroep', title: 'Praatgroep', slug_fr: 'groupe-de-parole', slug_nl: 'praatgroep', titre_fr: 'Groupe de parole', titre_nl: 'Praatgroep', position: 3, upcoming_count: 42 };
    inLocale('nl', (
      <AgendaPage locale="nl" categories={[category]} current={null} page={1} pages={2} total={31} past
        events={[{ ...event, day: 'do 3 dec. 2025', time: '19:30' }]} bookmarks={null} />
    ));
    expect(screen.getByText('31 voorbije evenementen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Café mémoire – Namur/ })).toHaveTextContent('Voorbij(voorbij evenement)');
    expect(screen.getByRole('link', { name: 'Voorbije evenementen' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Praatgroep' })).toHaveAttribute('href', '/nl/agenda?categorie=praatgroep&passes=1');
    expect(screen.getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/nl/agenda?passes=1&page=2');
  });

  it('puts a bookmark toggle named after the event on each card for a logged-in user', () => {
    const other = { ...event, id: 5, slug: 'atelier-aidants', title: 'Atelier pour aidants proches', day: 'ven. 4 déc. 2026', time: '10:00' };
    inLocale('fr', (
      <AgendaPage locale="fr" categories={[]} current={null} page={1} pages={1} total={2} past={false}
        events={[{ ...event, day: 'jeu. 3 déc. 2026', time: '19:30' }, other]} bookmarks={userBookmarks(user)} />
    ));
    expect(screen.getByRole('button', { name: 'Favori\u00a0: Café mémoire – Namur' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Favori\u00a0: Atelier pour aidants proches' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives the detail page the bookmark toggle next to the subscription for a logged-in user', () => {
    inLocale('fr', <EventPage locale="fr" event={event} when="jeudi" past={false} icsHref="x" jsonLd={{}} bookmarks={userBookmarks(user)} />);
    expect(screen.getByRole('button', { name: 'Je participe' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Favori\u00a0: Café mémoire – Namur' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Cet événement est dans vos favoris.')).toBeInTheDocument();
  });
});
