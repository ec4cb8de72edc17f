import { expect, type APIRequestContext } from '@playwright/test';
import { API } from './api';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  date: string;
  links: string[];
}

/** Waits for the newest mail to `to` in the API's local outbox and returns the first link matching `pattern`. */
export async function linkFromMail(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: OutboxMessage[] };
        link = data.filter((m) => m.to.includes(to)).flatMap((m) => m.links).find((l) => pattern.test(l));
        return link;
      },
    )
    .toBeTruthy();
  return link!;
}
