import { makeStore } from '@sam/api-client';
import { guardLoader, guardRedirect } from './guards';
import { listing, stubApi, user } from '../testing/fixtures';

jest.mock('../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const ALL = ['check-auth', 'verify-email', 'network-consent'] as const;

describe('guardRedirect (spec §6)', () => {
  it('check-auth: no user goes to the portal home, in the page locale', () => {
    expect(guardRedirect(['check-auth'], null, 'fr')).toEqual({ to: 'http://portal.test/fr', document: true });
    expect(guardRedirect(['check-auth'], null, 'nl')).toEqual({ to: 'http://portal.test/nl', document: true });
  });

  it('verify-email: an unverified user goes to the portal verify-email page', () => {
    const unverified = user({ email_verified_at: null });
    expect(guardRedirect(['check-auth', 'verify-email'], unverified, 'fr')).toEqual({ to: 'http://portal.test/fr/verify-email', document: true });
    expect(guardRedirect(['check-auth', 'verify-email'], unverified, 'nl')).toEqual({ to: 'http://portal.test/nl/e-mail-verifieren', document: true });
  });

  it('verify-email: errors inside the guard are ignored', () => {
    const broken = user();
    Object.defineProperty(broken, 'email_verified_at', {
      get() {
        throw new Error('boom');
      },
    });
    expect(guardRedirect(['verify-email'], broken, 'fr')).toBeNull();
  });

  it('network-consent: without any consenting listing, the consent page of the dashboard', () => {
    const noConsent = user({ prestataires: [listing({ network_consent: false })] });
    expect(guardRedirect(ALL, noConsent, 'fr')).toEqual({ to: '/fr/mon-tableau-de-bord/travailler-en-reseau/consentement', document: false });
    expect(guardRedirect(ALL, user(), 'nl')).toEqual({ to: '/nl/my-dashboard/netwerken/toestemming', document: false });
    expect(guardRedirect(ALL, user({ prestataires: [listing(), listing({ id: 8, network_consent: true })] }), 'fr')).toBeNull();
  });

  it('applies the guards in order: not logged in beats unverified', () => {
    expect(guardRedirect(ALL, null, 'fr')?.to).toBe('http://portal.test/fr');
    expect(guardRedirect(ALL, user({ email_verified_at: null }), 'fr')?.to).toBe('http://portal.test/fr/verify-email');
  });

  it('lets a verified user through the default dashboard guards', () => {
    expect(guardRedirect(['check-auth', 'verify-email'], user(), 'fr')).toBeNull();
  });
});

describe('guardLoader', () => {
  const run = async (current: Parameters<typeof stubApi>[0], locale: 'fr' | 'nl' = 'fr') => {
    stubApi(current);
    const loader = guardLoader(makeStore(), ['check-auth', 'verify-email'], locale);
    try {
      return await loader({ request: new Request('http://localhost/'), params: {}, context: undefined } as never);
    } catch (thrown) {
      return thrown;
    }
  };

  it('redirects the whole document to the portal home on a 401', async () => {
    const response = (await run(null, 'nl')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('http://portal.test/nl');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('treats a failing /api/user as logged out', async () => {
    const response = (await run('error')) as Response;
    expect(response.headers.get('Location')).toBe('http://portal.test/fr');
  });

  it('sends an unverified user to verify-email', async () => {
    const response = (await run(user({ email_verified_at: null }))) as Response;
    expect(response.headers.get('Location')).toBe('http://portal.test/fr/verify-email');
  });

  it('resolves for a verified user', async () => {
    expect(await run(user())).toBeNull();
  });
});

describe('unknown middleware (spec §8)', () => {
  const thrownBy = (run: () => unknown): { data: unknown; init: { status?: number; statusText?: string } | null } => {
    try {
      run();
    } catch (thrown) {
      return thrown as { data: unknown; init: { status?: number; statusText?: string } | null };
    }
    throw new Error('nothing was thrown');
  };

  it('a guard name the dashboard does not know is a 500 "Unknown middleware", before any guard runs', () => {
    const thrown = thrownBy(() => guardRedirect(['check-auth', 'is-admin'] as never, null, 'fr'));
    expect(thrown.init).toEqual(expect.objectContaining({ status: 500, statusText: 'Unknown middleware' }));
    expect(thrown.data).toEqual({ message: 'Unknown middleware', guard: 'is-admin' });
  });

  it('the loader fails with it without loading the user', async () => {
    const fetchStub = stubApi(user());
    const loader = guardLoader(makeStore(), ['check-auth', 'admin-only'] as never, 'fr');
    await expect(loader({ request: new Request('http://localhost/'), params: {}, context: undefined } as never)).rejects.toEqual(
      expect.objectContaining({ init: expect.objectContaining({ status: 500, statusText: 'Unknown middleware' }) }),
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('is not confused by names inherited from Object.prototype', () => {
    expect(thrownBy(() => guardRedirect(['toString'] as never, user(), 'fr')).init?.status).toBe(500);
  });
});
