import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * The content generation: one number that every write to a table shown on pages anyone can see (catalogue,
 * prices, stock, translations, CMS, blog, reviews...) raises, by a trigger in the database itself. Pages kept
 * for shoppers without cookies (server/page-cache.server.ts) are kept under the generation they were made
 * in, so a write by this process, by another instance on the same PostgreSQL, or by a maintenance script
 * makes them old on the next request. The trigger runs inside the writing transaction: the new number is seen
 * only together with the data it stands for.
 */
const GENERATION_TABLE = 'content_generation'

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Create the generation row and the function the PostgreSQL triggers call (once, in a migration). */
export async function createContentGeneration(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(GENERATION_TABLE)
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute()
  await db.insertInto(GENERATION_TABLE).values({ id: 1, value: 1 }).execute()
  if (isPostgres(db)) {
    await sql`create or replace function karoo_next_content_generation() returns trigger language plpgsql as $$
      begin
        update content_generation set value = value + 1 where id = 1;
        return null;
      end $$`.execute(db)
  }
}

/**
 * Make every insert, update and delete on these tables raise the generation. A migration that adds a table
 * shown on shared pages calls this for it. PostgreSQL raises it once per statement; SQLite, which has only
 * row triggers, once per row (a bulk seed pays a row update each, which is cheap under its transaction).
 */
export async function addContentTriggers(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`)
    if (isPostgres(db)) {
      await sql
        .raw(
          `create trigger ${table}_content_generation after insert or update or delete or truncate on ${table} ` +
            `for each statement execute function karoo_next_content_generation()`,
        )
        .execute(db)
    } else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${table}_content_generation_${event} after ${event} on ${table} ` +
              `begin update ${GENERATION_TABLE} set value = value + 1 where id = 1; end`,
          )
          .execute(db)
      }
    }
  }
}

export async function dropContentTriggers(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) await sql.raw(`drop trigger if exists ${table}_content_generation on ${table}`).execute(db)
    else
      for (const event of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_content_generation_${event}`).execute(db)
  }
}

export async function dropContentGeneration(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable(GENERATION_TABLE).ifExists().execute()
  if (isPostgres(db)) await sql`drop function if exists karoo_next_content_generation()`.execute(db)
}
