/** Apply pending migrations to DATA_DIR's SQLite file or DATABASE_URL. */
import { openDatabase } from '../app/db/connection.server'
import { migrateToLatest } from '../app/db/migrate.server'
import { getEnv } from '../app/utils/env.server'

const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  const applied = await migrateToLatest(handle.db)
  console.log(applied.length ? `Applied ${applied.join(', ')} to ${handle.describe}` : `${handle.describe} is up to date`)
} finally {
  await handle.close()
}
