/**
 * A browser-like API client for the lane's checks and load runs: it keeps cookies (the session
 * and XSRF-TOKEN) and echoes the XSRF token as a browser app does, against any base URL, so one
 * session can be used through one API instance and then another.
 */
export class CookieClient {
  private readonly cookies = new Map<string, string>();

  constructor(private baseUrl: string) {}

  /** The same cookies (the same session) through another address. */
  via(baseUrl: string): CookieClient {
    const other = new CookieClient(baseUrl);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown; headers: Headers }> {
    const headers: Record<string, string> = { Accept: 'application/json', Origin: 'http://localhost:4300' };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, headers: response.headers };
  }

  /** The Cookie header and XSRF token a browser would send now (for load tools that send their own requests). */
  credentials(): { cookie: string; xsrf: string } {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), xsrf: decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '') };
  }

  async login(email: string, password: string): Promise<number> {
    await this.request('GET', '/sanctum/csrf-cookie');
    return (await this.request('POST', '/login', { email, password })).status;
  }
}
