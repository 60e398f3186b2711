/**
 * Rebuild the search indexes from the database (DATA_DIR or DATABASE_URL).
 *   npm run reindex                  every store view
 *   npm run reindex -- --store de    one store view (repeatable)
 *
 * With ELASTICSEARCH_URL set, each store view gets a fresh index that replaces the old one
 * atomically (the alias moves when the new index is complete), while the shop keeps serving.
 * Without it, the embedded Orama indexes live inside the app process and are built when it
 * starts; this command then only times such a build, so you know how long a start takes.
 *
 * Progress goes to stderr as a bar updated in place; totals per store view go to stdout.
 */
import { openDatabase } from '../app/db/connection.server'
import { loadProductDocuments } from '../app/search/documents.server'
import { ElasticsearchSearchEngine } from '../app/search/elasticsearch.server'
import { OramaSearchEngine } from '../app/search/orama.server'
import type { ProductDocument } from '../app/search/types'
import { getEnv } from '../app/utils/env.server'
import { groupThousands, progressReporter } from '../app/utils/progress.server'
import { storeViews } from '../app/utils/store-views'

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

function storeArgs(argv: string[]): string[] {
  const known = storeViews.map((view) => view.storeCode as string)
  const asked: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== '--store') continue
    const code = argv[i + 1]
    if (!code || !known.includes(code)) throw new Error(`--store needs one of: ${known.join(', ')}`)
    asked.push(code)
  }
  return asked.length > 0 ? [...new Set(asked)] : known
}

async function main() {
  const env = getEnv()
  const storeCodes = storeArgs(process.argv.slice(2))
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const elastic = env.ELASTICSEARCH_URL
    ? new ElasticsearchSearchEngine({ node: env.ELASTICSEARCH_URL, requestTimeoutMs: 10_000 })
    : undefined
  const started = Date.now()
  try {
    if (elastic) {
      if (!(await elastic.ping())) throw new Error(`Elasticsearch at ${env.ELASTICSEARCH_URL} does not answer`)
      console.log(`Reindexing ${storeCodes.join(', ')} from ${handle.describe} into Elasticsearch`)
    } else {
      console.log(
        'ELASTICSEARCH_URL is not set: the embedded Orama indexes are built in-process when the app starts.\n' +
          `Timing such a build of ${storeCodes.join(', ')} from ${handle.describe} (nothing is written).`,
      )
    }
    const now = new Date()
    for (const storeCode of storeCodes) {
      const storeStarted = Date.now()
      const docs: ProductDocument[] = await loadProductDocuments(handle.db, storeCode, now)
      const loadedMs = Date.now() - storeStarted
      const progress = progressReporter(storeCode)
      if (elastic) {
        await elastic.replaceAll(storeCode, docs, { onProgress: (done, total) => progress.update(done, total) })
      } else {
        await new OramaSearchEngine().replaceAll(storeCode, docs, { onProgress: (done, total) => progress.update(done, total) })
      }
      console.log(
        `${storeCode}: ${groupThousands(docs.length)} documents in ${seconds(Date.now() - storeStarted)} ` +
          `(loading from the database ${seconds(loadedMs)})`,
      )
    }
    console.log(`Done in ${seconds(Date.now() - started)}`)
  } finally {
    await elastic?.close()
    await handle.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
