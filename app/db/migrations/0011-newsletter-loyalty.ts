import type { Kysely } from 'kysely'
import { randomLoyaltyCardNumber } from '~/domain/loyalty-card'

/**
 * Newsletter subscriptions and loyalty cards (the footer's double opt-in uses the same table). One row per address, whoever subscribed it: a guest from the footer (customer_id null) or a
 * customer from the account. Tokens, as everywhere, are stored only as their SHA-256.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Lower-cased on the way in, so the unique index ignores case on both databases.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) => c.references('customer.id').onDelete('set null'))
    // pending (waiting for the confirmation link), subscribed, unsubscribed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    // When the shopper asked, when the address was confirmed, when they left: the consent's record.
    .addColumn('consented_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('newsletter_subscription_customer_idx').on('newsletter_subscription').column('customer_id').execute()

  // SQLite cannot add a UNIQUE column: the column, then its unique index.
  await db.schema.alterTable('customer').addColumn('loyalty_card', 'text').execute()
  await db.schema.createIndex('customer_loyalty_card_idx').on('customer').column('loyalty_card').unique().execute()
  // Customers registered before cards existed get theirs now, so every account has one.
  const existing = (await db.selectFrom('customer').select('id').execute()) as { id: string }[]
  const issued = new Set<string>()
  for (const { id } of existing) {
    let card = randomLoyaltyCardNumber()
    while (issued.has(card)) card = randomLoyaltyCardNumber()
    issued.add(card)
    await db.updateTable('customer').set({ loyalty_card: card }).where('id', '=', id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_loyalty_card_idx').ifExists().execute()
  await db.schema.alterTable('customer').dropColumn('loyalty_card').execute()
  await db.schema.dropTable('newsletter_subscription').ifExists().execute()
}
