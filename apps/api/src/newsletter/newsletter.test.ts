import { newsletterResultSchema } from '@sam/contracts';
import { mailsTo, rawMail } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('newsletter sign-up on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const subscribe = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const client = new TestClient(t.app, headers);
    await client.csrfCookie();
    return client.post('/api/newsletter/subscribe', body);
  };
  const confirm = async (token: string, headers: Record<string, string> = {}) => {
    const client = new TestClient(t.app, headers);
    await client.csrfCookie();
    return client.post('/api/newsletter/confirm', { token });
  };
  /** Like a mail client's one-click unsubscribe (RFC 8058): no cookies, no CSRF token, a form body. */
  const oneClick = (url: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  const row = (email: string) =>
    t.db.selectFrom('newsletter_subscribers').select(['status', 'locale', 'confirm_token_hash', 'confirmed_at', 'unsubscribed_at']).where('email', '=', email).executeTakeFirst();
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

  it('stores a pending address, mails a one-time confirmation link, confirms it once and welcomes with an unsubscribe link', async () => {
    const answer = await subscribe({ email: 'Lecteur@Example.be', locale: 'fr' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ sent: true });

    const [mail] = await mailsTo(t.app, 'lecteur@example.be');
    expect(mail.subject).toBe('Confirmez votre inscription à la lettre d’information de SAM');
    const link = new URL(mail.links[0]);
    expect(link.origin).toBe(t.config.portalOrigin);
    expect(link.pathname).toMatch(/^\/fr\/newsletter\/confirmer\/[a-f0-9]{64}$/);
    const stored = await row('lecteur@example.be');
    expect(stored).toMatchObject({ status: 'pending', locale: 'fr', confirmed_at: null });
    expect(stored?.confirm_token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored?.confirm_token_hash).not.toBe(tokenOf(mail.links[0])); // only its hash is kept

    const confirmed = await confirm(tokenOf(mail.links[0]));
    expect(confirmed.statusCode).toBe(200);
    expect(newsletterResultSchema.parse(confirmed.json())).toEqual({ data: { status: 'confirmed' } });
    expect(await row('lecteur@example.be')).toMatchObject({ status: 'confirmed' });

    // Following the link again says the same and sends nothing more.
    expect((await confirm(tokenOf(mail.links[0]))).json()).toEqual({ data: { status: 'confirmed' } });
    const mails = await mailsTo(t.app, 'lecteur@example.be');
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirmez votre inscription à la lettre d’information de SAM',
      'Bienvenue : votre inscription à la lettre d’information de SAM est confirmée',
    ]);

    // The welcome is a newsletter mail: unsubscribe link in its text, List-Unsubscribe headers (folded) for one click.
    const welcome = mails[1];
    const unsubscribePage = welcome.links.find((l) => l.includes('/fr/newsletter/se-desabonner/'));
    expect(unsubscribePage).toMatch(new RegExp(`^${t.config.portalOrigin}/fr/newsletter/se-desabonner/\\d+/[a-f0-9]{64}$`));
    const raw = await rawMail(t.app, welcome.id);
    const header = raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)?.[1];
    expect(header).toMatch(new RegExp(`^${t.config.apiPublicUrl}/api/newsletter/unsubscribe\\?id=\\d+&token=[a-f0-9]{64}$`));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  it('unsubscribes by the mail’s one-click header and by the page’s link, without login, idempotently', async () => {
    await subscribe({ email: 'lezer@example.be', locale: 'nl' });
    const [confirmation] = await mailsTo(t.app, 'lezer@example.be');
    expect(confirmation.subject).toBe('Bevestig uw inschrijving op de nieuwsbrief van SAM');
    expect(new URL(confirmation.links[0]).pathname).toMatch(/^\/nl\/nieuwsbrief\/bevestigen\//);
    await confirm(tokenOf(confirmation.links[0]));
    const welcome = (await mailsTo(t.app, 'lezer@example.be'))[1];
    const header = (await rawMail(t.app, welcome.id)).match(/^List-Unsubscribe:\s+<([^>]+)>/m)![1];

    const url = new URL(header);
    const response = await oneClick(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'unsubscribed' } });
    expect(await row('lezer@example.be')).toMatchObject({ status: 'unsubscribed' });
    expect((await row('lezer@example.be'))?.unsubscribed_at).not.toBeNull();

    // The page's link (what the portal posts) does the same, again.
    const [, , , , id, token] = new URL(welcome.links.find((l) => l.includes('/uitschrijven/'))!).pathname.split('/');
    const again = await new TestClient(t.app).post(`/api/newsletter/unsubscribe?id=${id}&token=${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { status: 'unsubscribed' } });
  });

  it('refuses altered links with 403 and a localised message, changing nothing', async () => {
    await subscribe({ email: 'prudent@example.be' });
    const [mail] = await mailsTo(t.app, 'prudent@example.be');
    const token = tokenOf(mail.links[0]);
    const flip = (hex: string) => hex.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));

    const wrong = await confirm(flip(token), { 'accept-language': 'nl' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'Deze bevestigingslink is niet geldig of verlopen (hij is 7 dagen geldig). Schrijf u opnieuw in om een nieuwe link te krijgen.', status: 403 });
    expect((await confirm('not-a-token')).statusCode).toBe(422);

    const { id } = await t.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', 'prudent@example.be').executeTakeFirstOrThrow();
    const forged = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?id=${id}&token=${'a'.repeat(64)}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('Ce lien de désabonnement n’est pas valide : il a peut-être été modifié. Utilisez le lien de votre dernier e-mail ou écrivez-nous.');
    expect((await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?id=999999&token=${'a'.repeat(64)}` })).statusCode).toBe(403);
    expect(await row('prudent@example.be')).toMatchObject({ status: 'pending' });

    // An expired link no longer confirms.
    await t.db.updateTable('newsletter_subscribers').set({ confirm_expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', id).execute();
    expect((await confirm(token)).statusCode).toBe(403);
    expect(await row('prudent@example.be')).toMatchObject({ status: 'pending' });
  });

  it('answers the same for a new, pending or confirmed address; a confirmed one is told by mail, a new request replaces the old link', async () => {
    const first = await subscribe({ email: 'deux-fois@example.be' });
    const second = await subscribe({ email: 'deux-fois@example.be' });
    expect(second.json()).toEqual(first.json());
    const [old, fresh] = await mailsTo(t.app, 'deux-fois@example.be');
    expect((await confirm(tokenOf(old.links[0]))).statusCode).toBe(403); // replaced
    expect((await confirm(tokenOf(fresh.links[0]))).statusCode).toBe(200);

    const third = await subscribe({ email: 'deux-fois@example.be' });
    expect(third.statusCode).toBe(202);
    expect(third.json()).toEqual(first.json());
    const last = (await mailsTo(t.app, 'deux-fois@example.be')).at(-1)!;
    expect(last.subject).toBe('Vous êtes déjà inscrit à la lettre d’information de SAM');
    expect(last.links.some((l) => l.includes('/fr/newsletter/se-desabonner/'))).toBe(true);
    expect(await row('deux-fois@example.be')).toMatchObject({ status: 'confirmed' });
  });

  it('signs up again after unsubscribing only through a new confirmation', async () => {
    await subscribe({ email: 'retour@example.be' });
    await confirm(tokenOf((await mailsTo(t.app, 'retour@example.be'))[0].links[0]));
    const welcome = (await mailsTo(t.app, 'retour@example.be'))[1];
    const [, , , , id, token] = new URL(welcome.links.find((l) => l.includes('/se-desabonner/'))!).pathname.split('/');
    await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?id=${id}&token=${token}` });

    await subscribe({ email: 'retour@example.be' });
    expect(await row('retour@example.be')).toMatchObject({ status: 'pending' });
    const link = (await mailsTo(t.app, 'retour@example.be')).at(-1)!.links[0];
    expect((await confirm(tokenOf(link))).statusCode).toBe(200);
    expect(await row('retour@example.be')).toMatchObject({ status: 'confirmed' });
  });

  it('validates the address (422), ignores a filled honeypot and throttles per address and IP', async () => {
    const invalid = await subscribe({ email: 'pas-une-adresse' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toEqual(['Veuillez indiquer une adresse e-mail valide.']);

    const robot = await subscribe({ email: 'robot@example.be', homepage_url: 'https://spam.example' });
    expect(robot.statusCode).toBe(202);
    expect(robot.json()).toEqual({ sent: true });
    expect(await mailsTo(t.app, 'robot@example.be')).toHaveLength(0);
    expect(await row('robot@example.be')).toBeUndefined();

    for (let i = 0; i < 3; i++) expect((await subscribe({ email: 'limite@example.be' })).statusCode).toBe(202);
    expect((await subscribe({ email: 'limite@example.be' })).statusCode).toBe(429);
  });

  it('forgets addresses never confirmed once their link expired', async () => {
    await subscribe({ email: 'oublie@example.be' });
    await t.db.updateTable('newsletter_subscribers').set({ confirm_expires_at: '2000-01-01T00:00:00.000Z' }).where('email', '=', 'oublie@example.be').execute();
    await subscribe({ email: 'quelqu-un@example.be' });
    expect(await row('oublie@example.be')).toBeUndefined();
  });
});
