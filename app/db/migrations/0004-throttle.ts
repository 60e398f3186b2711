import type { Kysely } from 'kysely'

/**
 * Throttle counters: one row per key ('coupon:ip:1.2.3.4', 'login:ip-account:...'), so
 * that every app instance counts the same failures. Keys never hold an e-mail address in clear (the
 * provider hashes it). Timestamps are ISO text (UTC, fixed width): text order is time order on both
 * databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    // No attempt before this time; null while the failures are still free.
    .addColumn('blocked_until', 'text')
    // The latest failure: the window (and the cleanup of stale rows) counts from it.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('throttle_updated_idx').on('throttle').column('updated_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle').ifExists().execute()
}
