import { autologinLinkSchema } from '@sam/contracts';
import { lastLinkTo } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const PASSWORD = 'un mot de passe solide';
const NEW_PASSWORD = 'un tout nouveau mot de passe';

/**
 * Issue 14: after a password change, a password reset or an email change, whoever held the old
 * credentials loses every way in they gave: other sessions, API tokens and pending autologin links.
 */
describe.each(testDialects())('credentials revoked when they change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A user with a second device, an API token and an unused autologin link. */
  const userWithWaysIn = async (email: string) => {
    const device = new TestClient(t.app);
    await device.register({ email });
    const otherDevice = new TestClient(t.app);
    expect((await otherDevice.login(email, PASSWORD)).statusCode).toBe(200);
    const token = (await device.post('/api/tokens', { title: 'Script' })).json().token as string;
    const link = autologinLinkSchema.parse((await device.post('/api/autologin-links', { url: `${t.config.dashboardOrigin}/fr/mon-tableau-de-bord` })).json());
    const bearer = () => t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    const useLink = async () => {
      const browser = new TestClient(t.app);
      await browser.csrfCookie();
      return browser.post('/autologin', { token: link.token, url: new URL(link.link).searchParams.get('url') });
    };
    expect((await bearer()).statusCode).toBe(200);
    return { device, otherDevice, bearer, useLink };
  };

  it('a password change keeps this device and ends the rest', async () => {
    const { device, otherDevice, bearer, useLink } = await userWithWaysIn('change@example.be');
    expect((await device.put('/api/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await device.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    expect((await useLink()).statusCode).toBe(422);
  });

  it('a password reset ends everything', async () => {
    const email = 'oubli@example.be';
    const { device, otherDevice, bearer, useLink } = await userWithWaysIn(email);
    const visitor = new TestClient(t.app);
    await visitor.csrfCookie();
    expect((await visitor.post('/forgot-password', { email })).statusCode).toBe(200);
    const token = (await lastLinkTo(t.app, email)).pathname.split('/').pop();
    expect((await visitor.post('/reset-password', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    for (const client of [device, otherDevice]) expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    expect((await useLink()).statusCode).toBe(422);
  });

  it('an email change keeps this device and ends the rest', async () => {
    const { device, otherDevice, bearer, useLink } = await userWithWaysIn('ancienne@example.be');
    expect((await device.put('/api/user/email', { email: 'nouvelle@example.be', current_password: PASSWORD })).statusCode).toBe(200);
    expect((await device.get('/api/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/user')).statusCode).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    expect((await useLink()).statusCode).toBe(422);
  });
});
