import './support/env'
import { expect, it } from 'vitest'
import { keptQuery } from '~/db/kept-query.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

describeEachDatabase('a kept query', (kind) => {
  const database = useTestDatabase(kind)

  async function createProbe() {
    const db = database().db
    await db.schema
      .createTable('kept_probe')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute()
    await db
      .insertInto('kept_probe' as never)
      .values([1, 2, 3, 4, 5].map((id) => ({ id, name: `item ${id}` })) as never)
      .execute()
  }

  const byIds = keptQuery((db, p: { ids: number[]; name: string | null }) =>
    (db as unknown as import('kysely').Kysely<{ kept_probe: { id: number; name: string } }>)
      .selectFrom('kept_probe')
      .select(['id', 'name'])
      .where((eb) => eb.or([eb('id', 'in', p.ids), eb('name', '=', p.name)]))
      .orderBy('id'),
  )

  it('answers each call with its own values, whatever list length came first', async () => {
    await createProbe()
    const db = database().db
    expect((await byIds.execute(db, { ids: [2, 4], name: null })).map((r) => r.id)).toEqual([2, 4])
    // Same shape, other values: the values of the first call are not kept with the SQL.
    expect((await byIds.execute(db, { ids: [1, 5], name: 'item 3' })).map((r) => r.id)).toEqual([1, 3, 5])
    // Another length is another statement.
    expect((await byIds.execute(db, { ids: [1, 2, 3], name: null })).map((r) => r.id)).toEqual([1, 2, 3])
    expect((await byIds.execute(db, { ids: [5], name: null })).map((r) => r.id)).toEqual([5])
    expect(await byIds.first(db, { ids: [9], name: 'item 2' })).toEqual({ id: 2, name: 'item 2' })
    expect(await byIds.first(db, { ids: [9], name: null })).toBeUndefined()
  })

  it('refuses a build that writes a parameter into the SQL instead of passing it as a value', async () => {
    const db = database().db
    const branching = keptQuery((db2, p: { id: number }) =>
      // The stand-in is an object, not a number: the build takes the other arm and never uses the parameter.
      db2
        .selectFrom('content_generation')
        .select('value')
        .where('id', '=', typeof p.id === 'number' ? p.id : 1),
    )
    await expect(branching.execute(db, { id: 1 })).rejects.toThrow(/"id" is not a value of the compiled query/)
  })
})
