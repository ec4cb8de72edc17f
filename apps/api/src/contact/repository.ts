import { nowIso, type DB } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';

/** A message as both public forms store it: the writer, their text and the language they wrote in. */
export interface NewMessage {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: Locale;
  created_at: string;
}

export interface NewContactMessage extends NewMessage {
  subject: string;
}

/** The stored fields of a form's body, written now. */
export function messageOf(body: { name: string; email: string; phone?: string | null; message: string }, locale: Locale): NewMessage {
  return { name: body.name, email: body.email, phone: body.phone ?? null, message: body.message, locale, created_at: nowIso() };
}

/** The contact_messages table: kind 'contact' (the /contact form of spec §2) or 'prestataire' (§7, to a provider). */
export class ContactMessagesRepository {
  constructor(private readonly db: DB) {}

  create(message: NewContactMessage): Promise<number> {
    return this.insert({ kind: 'contact', prestataire_id: null, ...message });
  }

  /** A message to a provider: it has no subject. */
  createForProvider(prestataireId: number, message: NewMessage): Promise<number> {
    return this.insert({ kind: 'prestataire', prestataire_id: prestataireId, subject: null, ...message });
  }

  private async insert(values: NewMessage & { kind: 'contact' | 'prestataire'; prestataire_id: number | null; subject: string | null }): Promise<number> {
    const row = await this.db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
