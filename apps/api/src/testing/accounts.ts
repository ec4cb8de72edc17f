import type { FastifyInstance } from 'fastify';
import { userSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { grantRole } from './fixtures';
import { TestClient } from './test-client';

export interface AccountOptions {
  /** Its address marked as confirmed (default), as the editors' rules require. */
  verified?: boolean;
  locale?: string;
  /** A role granted in the database (admin, root…). */
  role?: string;
}

/** An account registered through the API, with its logged-in client; what the mail steps would do is set in the database. */
export async function registeredAccount(app: FastifyInstance, db: DB, email: string, { verified = true, locale, role }: AccountOptions = {}): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(app);
  await client.register({ email });
  const { id } = userSchema.parse((await client.get('/api/user')).json());
  if (verified || locale) {
    await db
      .updateTable('users')
      .set({ ...(verified ? { email_verified_at: new Date().toISOString() } : {}), ...(locale ? { locale } : {}) })
      .where('id', '=', id)
      .execute();
  }
  if (role) await grantRole(db, id, role);
  return { client, id };
}
