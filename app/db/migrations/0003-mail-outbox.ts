import type { Kysely } from 'kysely'

/**
 * The mail outbox: every message the shop owes someone is a row, written in the same transaction as
 * what it announces, and sent later by the delivery worker. `dedupe_key` is unique so that one event
 * (say, order X was placed) can never queue two messages. Timestamps are ISO text (UTC, fixed width),
 * so comparing them as text compares them in time on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('recipient', 'text', (c) => c.notNull())
    // What the message is about (e.g. the order id), JSON; the message is rendered when it is sent.
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // While a worker sends the row; past this time the row is taken again (its sender died).
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute()
}
