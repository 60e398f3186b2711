/**
 * Back up the embedded SQLite store while the shop runs, or put a backup back:
 *   npm run backup                          a copy in DATA_DIR/backups/store-<UTC time>.db
 *   npm run backup -- --to /backups/x.db    a copy at that (new) path
 *   npm run backup -- --restore <file>      replace DATA_DIR/store.db with a backup: stop the app first
 * In the image: node build/scripts/backup.js (same arguments).
 *
 * On PostgreSQL (DATABASE_URL set) the database server owns the data: back it up with pg_dump (README).
 */
import path from 'node:path'
import { backupSqlite, restoreSqlite, timestamp } from '../app/db/backup.server'
import { getEnv } from '../app/utils/env.server'

const USAGE = 'usage: npm run backup [-- --to <new file>] | npm run backup -- --restore <backup file>'

/** The value of each option given (--to, --restore); anything else is a mistake worth stopping for. */
function options(argv: string[]): { to?: string; restore?: string } {
  const found: { to?: string; restore?: string } = {}
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]]
    if (name !== '--to' && name !== '--restore') throw new Error(`Unknown argument ${name}\n${USAGE}`)
    if (!value || value.startsWith('--')) throw new Error(`${name} needs a file\n${USAGE}`)
    found[name === '--to' ? 'to' : 'restore'] = value
  }
  if (found.to && found.restore) throw new Error(USAGE)
  return found
}

async function main() {
  const asked = options(process.argv.slice(2))
  const env = getEnv()
  if (env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: the store is in PostgreSQL. Back it up with pg_dump (pg_dump -Fc "$DATABASE_URL" > karoo.dump) ' +
        'and restore with pg_restore; see README, "Backups".',
    )
  }
  const store = path.join(env.DATA_DIR, 'store.db')
  const restoreFrom = asked.restore
  if (restoreFrom) {
    const { replaced } = await restoreSqlite(restoreFrom, store)
    console.log(`Restored ${store} from ${restoreFrom}${replaced ? `; the store it replaced is ${replaced}` : ''}`)
    return
  }
  const target = asked.to ?? path.join(env.DATA_DIR, 'backups', `store-${timestamp(new Date())}.db`)
  const started = Date.now()
  const result = await backupSqlite(store, target)
  console.log(
    `Backed up ${store} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms, integrity ok)`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
