import type { DB } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  locale: Locale;
  created_at: string;
}

/** The contact_messages table (kind 'contact': the /contact form of spec §2). */
export class ContactMessagesRepository {
  constructor(private readonly db: DB) {}

  async create(message: NewContactMessage): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({ kind: 'contact', prestataire_id: null, ...message })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
