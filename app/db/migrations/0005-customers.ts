import type { Kysely } from 'kysely'

/**
 * Customer accounts. Sessions and reset links are rows so that logout and a password change end
 * them on every instance. Neither table stores the secret the browser or the mail holds: only its SHA-256,
 * so a copy of the database lets nobody in. Timestamps are ISO text (UTC, fixed width), compared as text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower-cased on the way in, so the unique index is case-insensitive on both databases.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('customer_session')
    // sha256 of the token in the cookie.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // 1: "remember me" (the cookie outlives the browser); 0: a browser-session cookie.
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('customer_session_customer_idx').on('customer_session').column('customer_id').execute()

  await db.schema
    .createTable('password_reset')
    // sha256 of the token in the link.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('password_reset_customer_idx').on('password_reset').columns(['customer_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset').ifExists().execute()
  await db.schema.dropTable('customer_session').ifExists().execute()
  await db.schema.dropTable('customer').ifExists().execute()
}
