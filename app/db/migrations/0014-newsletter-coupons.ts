import type { Kysely } from 'kysely'

/**
 * The newsletter's 10% coupon (decision 0031): each confirmed subscriber gets a code of their own
 * that can be used once. `coupon.uses_left` counts the orders a coupon may still be used on (null: no limit,
 * as every coupon before); `newsletter_subscription.coupon_code` is the code issued to that address, so a
 * second confirmation or sign-up of the same address never issues another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coupon').addColumn('uses_left', 'integer').execute()
  await db.schema.alterTable('newsletter_subscription').addColumn('coupon_code', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_subscription').dropColumn('coupon_code').execute()
  await db.schema.alterTable('coupon').dropColumn('uses_left').execute()
}
