import type { SuggestionKind } from '@sam/contracts';
import type { DB } from '@sam/db';

/** The suggestions table: one row per suggestion or ad order, its fields as JSON (status 'new'). */
export class SuggestionsRepository {
  constructor(private readonly db: DB) {}

  async create(kind: SuggestionKind, email: string, payload: Record<string, unknown>, createdAt: string): Promise<number> {
    const row = await this.db
      .insertInto('suggestions')
      .values({ kind, email, payload: JSON.stringify(payload), status: 'new', created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

/** The stored payload: the form's fields without the consent box and the honeypot. */
export function payloadOf<T extends Record<string, unknown>>(body: T, locale: string): Record<string, unknown> {
  const { consent: _consent, homepage_url: _honeypot, ...fields } = body;
  return { ...fields, locale };
}
