import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One message of the local outbox, as GET /dev/outbox lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  /** The Reply-To address, when the message has one. */
  replyTo?: string;
  subject: string;
  /** ISO time the message was written. */
  date: string;
  /** Every http(s) link of the text part, in order (what a developer clicks). */
  links: string[];
}

const ID_PATTERN = /^\d{13}-[a-f0-9]{8}$/;
/** The index keeps the latest messages only; older .eml files are removed with their entry. */
const MAX_ENTRIES = 500;

export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];

/**
 * Development mailbox: each message is a raw `<id>.eml` (open it in any mail client) and
 * `index.json` lists them. Index updates are serialised within the process and replaced
 * atomically (write then rename), so a reader never sees half a file.
 */
export class Outbox {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  private get indexFile(): string {
    return join(this.dir, 'index.json');
  }

  private async readIndex(): Promise<OutboxEntry[]> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.indexFile, 'utf8'));
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]) : [];
    } catch {
      return []; // no outbox yet, or a file broken by hand: start again
    }
  }

  save(raw: Buffer, meta: Omit<OutboxEntry, 'id'>): Promise<OutboxEntry> {
    const entry: OutboxEntry = { id: `${Date.now()}-${randomBytes(4).toString('hex')}`, ...meta };
    const run = this.chain.then(async () => {
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, `${entry.id}.eml`), raw);
      const index = [...(await this.readIndex()), entry];
      const dropped = index.splice(0, Math.max(0, index.length - MAX_ENTRIES));
      const tmp = `${this.indexFile}.${process.pid}.tmp`;
      await writeFile(tmp, `${JSON.stringify(index, null, 2)}\n`);
      await rename(tmp, this.indexFile);
      await Promise.all(dropped.map((old) => unlink(join(this.dir, `${old.id}.eml`)).catch(() => undefined)));
      return entry;
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Newest first. */
  async list(): Promise<OutboxEntry[]> {
    await this.chain;
    return (await this.readIndex()).reverse();
  }

  /** The raw message, or null for an unknown (or malformed: no path tricks) id. */
  async read(id: string): Promise<Buffer | null> {
    if (!ID_PATTERN.test(id)) return null;
    await this.chain;
    try {
      return await readFile(join(this.dir, `${id}.eml`));
    } catch {
      return null;
    }
  }
}
