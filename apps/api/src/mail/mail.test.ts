import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { resolveAppKey } from '../plugins/signing';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { Outbox } from './outbox';
import { composeMail } from './templates';

describe('composeMail', () => {
  it('writes a text and an HTML part in the recipient language, escaping the HTML', () => {
    const fr = composeMail('a@example.be', 'fr', {
      subject: 'mail.unregister.subject',
      name: 'Zoé <b>',
      intro: ['mail.unregister.intro'],
      action: { label: 'mail.unregister.action', url: 'https://example.be/x?a=1&b=2' },
      outro: ['mail.unregister.expiry'],
      vars: { title: 'Soins & Co', hours: 48 },
    });
    expect(fr.subject).toBe('Désinscription de la fiche « Soins & Co »');
    expect(fr.text).toContain('Bonjour Zoé <b>,');
    expect(fr.text).toContain('https://example.be/x?a=1&b=2');
    expect(fr.text).toContain('Ce lien est valable 48 heures.');
    expect(fr.html).toContain('Bonjour Zoé &lt;b&gt;,');
    expect(fr.html).toContain('href="https://example.be/x?a=1&amp;b=2"');
    expect(fr.html).toContain('Soins &amp; Co');
    const nl = composeMail('a@example.be', 'nl', { subject: 'mail.reset.subject', intro: ['mail.reset.intro'], outro: [] });
    expect(nl.subject).toBe('Uw wachtwoord opnieuw instellen');
    expect(nl.text.startsWith('Beste,')).toBe(true);
    expect(nl.html).toContain('<html lang="nl">');
  });
});

describe('Outbox', () => {
  it('refuses ids that are not outbox ids (no path tricks)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sam-outbox-unit-'));
    try {
      const outbox = new Outbox(dir);
      const entry = await outbox.save(Buffer.from('Subject: x\n\nhello'), { to: 'a@example.be', subject: 'x', date: new Date().toISOString(), links: [] });
      expect((await outbox.read(entry.id))?.toString()).toContain('hello');
      expect(await outbox.read('../index')).toBeNull();
      expect(await outbox.read('1234567890123-deadbeef')).toBeNull();
      expect(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'))).toEqual([entry]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('resolveAppKey', () => {
  it('generates data/app-key once outside production and reuses it; needs APP_KEY in production', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sam-app-key-'));
    try {
      const appKeyFile = join(dir, 'nested', 'app-key');
      const first = resolveAppKey({ appKeyFile, nodeEnv: 'development' });
      expect(existsSync(appKeyFile)).toBe(true);
      expect(readFileSync(appKeyFile, 'utf8')).toMatch(/^base64:/);
      expect(resolveAppKey({ appKeyFile, nodeEnv: 'development' }).equals(first)).toBe(true);
      expect(resolveAppKey({ appKey: 'une clé de seize octets au moins', appKeyFile, nodeEnv: 'production' }).toString()).toBe('une clé de seize octets au moins');
      expect(() => resolveAppKey({ appKeyFile, nodeEnv: 'production' })).toThrow(/APP_KEY/);
      expect(() => resolveAppKey({ appKey: 'court', appKeyFile, nodeEnv: 'development' })).toThrow(/too short/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDialects())('mail outbox on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the registration mail as an .eml with text and HTML parts, listed with its links by GET /dev/outbox', async () => {
    const client = new TestClient(t.app);
    expect((await client.register({ email: 'boite@example.be', locale: 'nl', name: 'Jan Peeters' })).statusCode).toBe(201);
    await t.app.mailer.drain();

    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    const entry = list.json().data.find((m: { to: string }) => m.to === 'boite@example.be');
    expect(entry).toMatchObject({ to: 'boite@example.be', subject: 'Bevestig uw e-mailadres', date: expect.stringMatching(/^\d{4}-/) });
    expect(entry.links).toHaveLength(1);
    expect(entry.links[0]).toMatch(/^http:\/\/localhost:4200\/nl\/verifieren\/\d+\/[a-f0-9]{40}\?expires=\d+&signature=[a-f0-9]{64}$/);
    expect(existsSync(join(t.config.outboxDir, `${entry.id}.eml`))).toBe(true);
    expect(existsSync(join(t.config.outboxDir, 'index.json'))).toBe(true);

    const raw = await t.app.inject({ method: 'GET', url: `/dev/outbox/${entry.id}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(raw.body).toMatch(/^From: SAM <no-reply@sam\.example>$/m);
    expect(raw.body).toMatch(/^To: boite@example\.be$/m);
    expect(raw.body).toContain('multipart/alternative');
    expect(raw.body).toContain('text/plain');
    expect(raw.body).toContain('text/html');

    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/..%2Findex' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/1234567890123-deadbeef' })).statusCode).toBe(404);
  });
});

describe.each(testDialects())('mail outbox routes unless DEV_OUTBOX turns them on, never in production, on %s', (dialect) => {
  it('are opt-in: off by default, and off in production even when asked for', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1', APP_KEY: 'une clé de seize octets au moins' }).devOutbox).toBe(false);
  });

  for (const [label, overrides] of [
    ['without DEV_OUTBOX', { devOutbox: false }],
    ['in production', { nodeEnv: 'production' }],
  ] as const) {
    it(`do not exist ${label} (404)`, async () => {
      const t = await createTestApp(dialect, overrides);
      try {
        const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
        expect(list.statusCode).toBe(404);
        expect(list.json()).toEqual({ message: 'Cette page est introuvable.', status: 404 });
        expect((await t.app.inject({ method: 'GET', url: '/dev/outbox/1234567890123-deadbeef' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    });
  }
});

describe('with SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { smtpUrl: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses SMTP (no outbox, no dev routes), and a failed delivery never fails the registration', async () => {
    expect(t.app.mailer.outbox).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const client = new TestClient(t.app);
    expect((await client.register({ email: 'smtp@example.be' })).statusCode).toBe(201);
    await t.app.mailer.drain(); // the connection is refused: logged, not thrown
    // The resend reports the failure (503) instead.
    const resend = await client.post('/api/email/verification-notification');
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({ message: 'L’e-mail n’a pas pu être envoyé. Réessayez dans quelques minutes.', status: 503 });
  });
});
