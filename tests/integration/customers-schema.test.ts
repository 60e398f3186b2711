import './support/env'
import { expect, it } from 'vitest'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

describeEachDatabase('customer tables', (kind) => {
  const database = useTestDatabase(kind)

  it('refuses a second customer with the same (lower-cased) e-mail and cascades sessions', async () => {
    const { db } = database()
    const now = new Date().toISOString()
    const customer = {
      id: 'c1',
      email: 'a@example.com',
      first_name: 'A',
      last_name: 'B',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    }
    await db.insertInto('customer').values(customer).execute()
    await expect(
      db
        .insertInto('customer')
        .values({ ...customer, id: 'c2' })
        .execute(),
    ).rejects.toThrow()
    await db
      .insertInto('customer_session')
      .values({ id: 'h', customer_id: 'c1', expires_at: now, created_at: now, persistent: 1 })
      .execute()
    const row = await db.selectFrom('customer').select('group_id').where('id', '=', 'c1').executeTakeFirstOrThrow()
    expect(Number(row.group_id)).toBe(0)
    await db.deleteFrom('customer').where('id', '=', 'c1').execute()
    expect(await db.selectFrom('customer_session').selectAll().execute()).toEqual([])
  })
})
