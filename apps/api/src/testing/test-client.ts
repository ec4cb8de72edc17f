import type { Dialect } from '@sam/db';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiConfig } from '../config';
import { createTestApp, type TestApp } from './test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface ClientRequest {
  method: Method;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send the X-XSRF-TOKEN header from the cookie jar (default true), as the SPA does. */
  csrf?: boolean;
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marie Dupont',
  email: 'marie.dupont@example.be',
  password: 'un mot de passe solide',
  password_confirmation: 'un mot de passe solide',
  over_18: true,
  terms: true,
  ...overrides,
});

/** A browser stand-in for fastify.inject: keeps cookies and echoes XSRF-TOKEN like the SPA. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request({ method, url, payload, headers = {}, csrf = true }: ClientRequest): Promise<LightMyRequestResponse> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      payload,
      headers: {
        ...this.defaultHeaders,
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(csrf && this.xsrfToken ? { 'x-xsrf-token': this.xsrfToken } : {}),
        ...headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, payload?: InjectOptions['payload'], headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, payload, headers });
  }

  put(url: string, payload?: InjectOptions['payload'], headers?: Record<string, string>) {
    return this.request({ method: 'PUT', url, payload, headers });
  }

  delete(url: string, payload?: InjectOptions['payload'], headers?: Record<string, string>) {
    return this.request({ method: 'DELETE', url, payload, headers });
  }

  /** §7: the CSRF cookie call comes first. */
  async csrfCookie(): Promise<LightMyRequestResponse> {
    return this.get('/sanctum/csrf-cookie');
  }

  async register(overrides: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    if (!this.xsrfToken) await this.csrfCookie();
    return this.post('/register', validRegistration(overrides));
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.xsrfToken) await this.csrfCookie();
    return this.post('/login', { email, password });
  }
}

/** Two signed-in users and a visitor holding the CSRF cookie, as the public reading pages see them. */
export async function readers(app: FastifyInstance): Promise<{ user: TestClient; other: TestClient; visitor: TestClient }> {
  const user = new TestClient(app);
  await user.register({ email: 'aidant@example.be' });
  const other = new TestClient(app);
  await other.register({ email: 'autre@example.be' });
  const visitor = new TestClient(app);
  await visitor.csrfCookie();
  return { user, other, visitor };
}

export interface PublicFormApp {
  t: TestApp;
  visitor: TestClient;
}

/**
 * Registers the hooks of a public form's tests: an app and a visitor with the CSRF cookie for the
 * describe block, and no throttle left over from the previous test. Read the fields inside tests.
 */
export function usePublicFormApp(dialect: Dialect, overrides: Partial<ApiConfig>): PublicFormApp {
  const form = {} as PublicFormApp;
  beforeAll(async () => {
    form.t = await createTestApp(dialect, overrides);
    form.visitor = new TestClient(form.t.app);
    await form.visitor.csrfCookie();
  });
  afterAll(async () => {
    await form.t?.close();
  });
  beforeEach(async () => {
    await form.t.db.deleteFrom('throttles').execute();
  });
  return form;
}
