import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { configureApiClient, makeStore } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { portalMessages, type Locale } from '@sam/i18n-routes';
import { ToastProvider } from '@sam/ui';
import { BookmarkToggle } from './BookmarkToggle';
import { userBookmarks, type UserBookmarks } from './user-bookmarks';

const userWith = (bookmarks: User['bookmarks']): User => ({
  id: 7, name: 'Aline', email: 'aline@example.be', locale: 'fr', email_verified_at: '2026-01-01T00:00:00.000Z', roles: ['user'],
  profile: null, prestataires: [], bookmarks, search_bookmark_token: '0123456789abcdef',
});
const cafe = { type: 'event', id: 4, slug: 'cafe-memoire-namur', title: 'Café mémoire – Namur' } as const;
const parc = { type: 'prestataire', id: 1, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' } as const;

type Handler = (body: unknown) => Response | Promise<Response>;
let routes: Record<string, Handler>;
let posted: { key: string; body: unknown }[];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  routes = { 'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }) };
  posted = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const body = request.method === 'POST' ? await request.clone().json() : undefined;
    if (request.method === 'POST') posted.push({ key, body });
    const handler = routes[key];
    return handler ? handler(body) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

const inLocale = (locale: Locale, node: ReactNode) =>
  render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
        <ToastProvider storage={null}>{node}</ToastProvider>
      </IntlProvider>
    </Provider>,
  );

/** A request left pending until the test answers it. */
function deferredAnswer(key: string) {
  let answer: (response: Response) => void = () => undefined;
  routes[key] = () => new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return (response: Response) => answer(response);
}

describe('BookmarkToggle', () => {
  it('names the item, presses at once, posts the wanted state and keeps every toggle of the item in step', async () => {
    const bookmarks = userBookmarks(userWith([]))!;
    const answer = deferredAnswer('POST /api/events/cafe-memoire-namur/bookmark');
    inLocale('fr', (
      <>
        <BookmarkToggle compact item={cafe} bookmarks={bookmarks} />
        <BookmarkToggle compact item={cafe} bookmarks={bookmarks} />
      </>
    ));
    const [first, second] = screen.getAllByRole('button', { name: 'Favori\u00a0: Café mémoire – Namur' });
    expect(first).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toBeDisabled(); // one request at a time

    await waitFor(() => expect(posted).toEqual([{ key: 'POST /api/events/cafe-memoire-namur/bookmark', body: { bookmarked: true } }]));
    await act(async () => answer(json({ bookmarked: true })));
    expect(first).toBeEnabled();
    expect(bookmarks.has('event', cafe.id)).toBe(true);
    // A compact toggle has no text line: aria-pressed says it all.
    expect(screen.queryByText('Cet événement est dans vos favoris.')).not.toBeInTheDocument();
  });

  it('shows the saved line on a detail page and keeps the state the server answers', async () => {
    const bookmarks = userBookmarks(userWith([]))!;
    routes['POST /api/prestataires/maison-medicale-du-parc/bookmark'] = () => json({ bookmarked: true });
    inLocale('fr', <BookmarkToggle item={parc} bookmarks={bookmarks} />);
    const button = screen.getByRole('button', { name: 'Favori\u00a0: Maison médicale du Parc' });
    expect(button).toHaveTextContent('Favori');
    fireEvent.click(button);
    await waitFor(() => expect(posted.map((p) => p.key)).toContain('POST /api/prestataires/maison-medicale-du-parc/bookmark'));
    await waitFor(() => expect(button).toBeEnabled()); // the answer is in
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Ce prestataire est dans vos favoris.')).toBeInTheDocument();
  });

  it('starts from the user’s bookmarks, and puts the old state back with an error toast when saving fails (nl)', async () => {
    const bookmarks = userBookmarks(userWith([{ type: 'event', id: cafe.id, slug: cafe.slug, title: cafe.title }]))!;
    routes['POST /api/events/cafe-memoire-namur/bookmark'] = () => json({ message: 'Serverfout', status: 500 }, 500);
    inLocale('nl', <BookmarkToggle item={cafe} bookmarks={bookmarks} />);
    const button = screen.getByRole('button', { name: 'Favoriet: Café mémoire – Namur' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Dit evenement staat bij uw favorieten.')).toBeInTheDocument();

    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('De actie is niet gelukt'));
    expect(posted.at(-1)).toEqual({ key: 'POST /api/events/cafe-memoire-namur/bookmark', body: { bookmarked: false } });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('userBookmarks', () => {
  it('is null for a visitor and one store per user object, which the next read of the user replaces', () => {
    expect(userBookmarks(null)).toBeNull();
    const user = userWith([{ type: 'prestataire', id: parc.id, slug: parc.slug, title: parc.title }]);
    const store: UserBookmarks = userBookmarks(user)!;
    expect(userBookmarks(user)).toBe(store);
    expect(store.has('prestataire', parc.id)).toBe(true);
    // Same id, another type: another item.
    expect(store.has('event', parc.id)).toBe(false);

    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('prestataire', parc.id, false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.has('prestataire', parc.id)).toBe(false);
    unsubscribe();
    store.set('event', cafe.id, true);
    expect(listener).toHaveBeenCalledTimes(1);

    // The root loader read the user again: the server's list counts from then on.
    expect(userBookmarks({ ...user })!.has('prestataire', parc.id)).toBe(true);
  });
});
