import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './api';

/** The association's address in the e2e run (the API's CONTACT_EMAIL default). */
export const TEAM_EMAIL = 'contact@sam.example';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
}

/** Waits for a mail to `to` whose subject matches, then answers its text part, decoded. */
export async function mailText(request: APIRequestContext, to: string, subject: string | RegExp): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: OutboxMessage[] };
        found = data.find((m) => m.to.includes(to) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject)));
        return found?.subject;
      },
    )
    .toBeTruthy();
  return textOf(await (await request.get(`${API}/dev/outbox/${found!.id}`)).text());
}

/** Waits for a mail to `to` whose subject matches and whose text contains `needle` (one of several alike), and answers its text. */
export async function mailTextWith(request: APIRequestContext, to: string, subject: RegExp, needle: string): Promise<{ text: string; subject: string; replyTo?: string }> {
  let found: { text: string; subject: string; replyTo?: string } | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: (OutboxMessage & { replyTo?: string })[] };
      for (const message of data.filter((m) => m.to.includes(to) && subject.test(m.subject))) {
        const text = textOf(await (await request.get(`${API}/dev/outbox/${message.id}`)).text());
        if (text.includes(needle)) found = { text, subject: message.subject, replyTo: message.replyTo };
      }
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The decoded text part of a raw mail. */
function textOf(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain; charset=utf-8\r?\n/i)[1]?.split(/\r?\n--/)[0] ?? '';
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /quoted-printable/i.test(headers) ? decodeQuotedPrintable(text) : text;
}

/** The text part is quoted-printable: soft line breaks out, =XX bytes read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const body = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '=' && /^[0-9A-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      bytes.push(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(body[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
