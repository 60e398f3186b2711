/**
 * The shared search contract (./contract.ts) against each engine:
 * - the embedded Orama engine, always;
 * - Elasticsearch, only when ELASTICSEARCH_URL is set (e.g. `docker compose up -d elasticsearch`
 *   then `ELASTICSEARCH_URL=http://localhost:9200 npx vitest run app/search/contract.test.ts`).
 *   Each run uses its own index prefix and deletes its indexes afterwards.
 */
import { describe } from 'vitest'
import { runSearchContract } from './contract'
import { ElasticsearchSearchEngine } from './elasticsearch.server'
import { OramaSearchEngine } from './orama.server'

runSearchContract('orama', async () => new OramaSearchEngine())

const elasticsearchUrl = process.env.ELASTICSEARCH_URL?.trim()

describe.skipIf(!elasticsearchUrl)('with Elasticsearch', () => {
  const prefix = `karoo_contract_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  runSearchContract(
    'elasticsearch',
    async () =>
      new ElasticsearchSearchEngine({
        node: elasticsearchUrl!,
        indexPrefix: prefix,
        // Test clusters are often slow to start answering; writes must be visible at once.
        requestTimeoutMs: 10_000,
        writeRefresh: 'wait_for',
        replicas: 0,
      }),
    {
      cleanup: async (engine) => {
        const elastic = engine as ElasticsearchSearchEngine
        await elastic.deleteAllIndexes()
        await elastic.close()
      },
    },
  )
})
