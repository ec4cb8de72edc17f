import { createHmac } from 'node:crypto';
import { verifyEmailResultSchema } from '@sam/contracts';
import { mailsTo, lastLinkTo } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/** The four values the portal page /fr/verify/{id}/{hash}?expires&signature posts. */
function linkParams(link: URL) {
  const [, locale, , id, hash] = link.pathname.split('/');
  return { locale, id, hash, expires: link.searchParams.get('expires') ?? '', signature: link.searchParams.get('signature') ?? '' };
}

describe.each(testDialects())('email verification on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const verifiedAt = async (email: string) =>
    (await t.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow()).email_verified_at;

  it('register → mail in the outbox → the link verifies the account (idempotently), even from another browser', async () => {
    const client = new TestClient(t.app);
    const email = 'verifiez@example.be';
    const registered = await client.register({ email });
    expect(registered.statusCode).toBe(201);

    const mails = await mailsTo(t.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirmez votre adresse e-mail');
    const link = await lastLinkTo(t.app, email);
    expect(link.origin).toBe(t.config.portalOrigin);
    const { locale, id, hash, expires, signature } = linkParams(link);
    expect(locale).toBe('fr');
    expect(link.pathname).toBe(`/fr/verify/${registered.json().id}/${hash}`);
    expect(Number(expires)).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

    // Another browser (not logged in) may open the link: the signature is the proof.
    const other = new TestClient(t.app);
    await other.csrfCookie();
    const response = await other.post('/api/email/verify', { id, hash, expires, signature });
    expect(response.statusCode).toBe(200);
    const result = verifyEmailResultSchema.parse(response.json());
    expect(result).toMatchObject({ verified: true, already_verified: false });
    expect(await verifiedAt(email)).toBe(result.email_verified_at);

    const me = await client.get('/api/user');
    expect(me.json().email_verified_at).toBe(result.email_verified_at);

    const again = await other.post('/api/email/verify', { id: Number(id), hash, expires: Number(expires), signature });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ verified: true, already_verified: true, email_verified_at: result.email_verified_at });
  });

  it('refuses a tampered or expired link with 403 and a clear localised message, and changes nothing', async () => {
    const client = new TestClient(t.app, { 'accept-language': 'nl' });
    const email = 'falsifie@example.be';
    const registered = await client.register({ email });
    const link = await lastLinkTo(t.app, email);
    const { id, hash, expires, signature } = linkParams(link);

    const otherUser = await new TestClient(t.app).register({ email: 'autre-victime@example.be' });
    const tampered = [
      { id: String(otherUser.json().id), hash, expires, signature }, // someone else's id
      { id, hash, expires: String(Number(expires) + 3600), signature }, // longer life
      { id, hash: hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), expires, signature },
      { id, hash, expires, signature: signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    ];
    for (const body of tampered) {
      const response = await client.post('/api/email/verify', body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Deze verificatielink is niet geldig: hij is misschien gewijzigd of uw e-mailadres is intussen veranderd. Vraag een nieuwe link aan.',
        status: 403,
      });
    }

    // An expired link correctly signed (same key as the app: the test config's APP_KEY).
    const past = Math.floor(Date.now() / 1000) - 60;
    const key = Buffer.from((t.config.appKey ?? '').replace(/^base64:/, ''), 'base64');
    const expiredSignature = createHmac('sha256', key).update(JSON.stringify(['verify-email', id, hash, String(past)])).digest('hex');
    const expired = await client.post('/api/email/verify', { id, hash, expires: past, signature: expiredSignature });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Deze verificatielink is verlopen. Vraag een nieuwe link aan vanuit uw account.');

    expect(await verifiedAt(email)).toBeNull();
    expect(await verifiedAt('autre-victime@example.be')).toBeNull();
    expect(registered.statusCode).toBe(201);
  });

  it('a link sent to a previous address no longer works after the email changed', async () => {
    const client = new TestClient(t.app);
    const registered = await client.register({ email: 'ancienne@example.be' });
    const { id, hash, expires, signature } = linkParams(await lastLinkTo(t.app, 'ancienne@example.be'));
    await t.db.updateTable('users').set({ email: 'nouvelle@example.be' }).where('id', '=', registered.json().id).execute();
    const response = await client.post('/api/email/verify', { id, hash, expires, signature });
    expect(response.statusCode).toBe(403);
    expect(await verifiedAt('nouvelle@example.be')).toBeNull();
  });

  it('POST /api/email/verification-notification resends (202), says when already verified, is 401 for visitors and throttled to 6 a minute', async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.csrfCookie();
    expect((await anonymous.post('/api/email/verification-notification')).statusCode).toBe(401);

    const client = new TestClient(t.app);
    const email = 'renvoi@example.be';
    await client.register({ email });
    const first = await client.post('/api/email/verification-notification');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ sent: true, already_verified: false });
    expect(await mailsTo(t.app, email)).toHaveLength(2);
    // The resent link works.
    const { id, hash, expires, signature } = linkParams(await lastLinkTo(t.app, email));
    for (let attempt = 2; attempt <= 6; attempt++) expect((await client.post('/api/email/verification-notification')).statusCode).toBe(202);
    const blocked = await client.post('/api/email/verification-notification');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Trop de tentatives. Réessayez dans quelques minutes.', status: 429 });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(t.app, email)).toHaveLength(7);

    expect((await client.post('/api/email/verify', { id, hash, expires, signature })).statusCode).toBe(200);
    await t.db.deleteFrom('throttles').execute();
    const verified = await client.post('/api/email/verification-notification');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ sent: false, already_verified: true });
    expect(await mailsTo(t.app, email)).toHaveLength(7);
  });
});
