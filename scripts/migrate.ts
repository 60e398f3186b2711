/** Apply pending migrations to DATA_DIR's SQLite file or DATABASE_URL. */
import { openDatabase } from '../app/db/connection.server'
import { prepareDatabase } from '../app/db/setup.server'
import { getEnv } from '../app/utils/env.server'

const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  // Under the same lock as app starts, so a migration run beside a starting instance waits its turn.
  const { applied } = await prepareDatabase(handle)
  console.log(applied.length ? `Applied ${applied.join(', ')} to ${handle.describe}` : `${handle.describe} is up to date`)
} finally {
  await handle.close()
}
