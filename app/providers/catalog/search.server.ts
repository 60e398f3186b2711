/**
 * The search port for routes and other providers: one engine per process, chosen by
 * configuration (DESIGN.md "Scale-out"):
 *   - ELASTICSEARCH_URL set -> Elasticsearch (app/search/elasticsearch.server.ts);
 *   - otherwise the embedded Orama engine, built from the database at start.
 *
 * Elasticsearch indexes outlive the app: an app start (and the day-change refresh below)
 * builds only the store views whose alias does not exist yet and otherwise serves the
 * existing alias; a full rebuild is `npm run reindex` (run it after bulk catalogue imports
 * and once a day, after midnight UTC, so that special price windows roll over). Rebuilding
 * a large catalogue on every start of every instance would be slow and would race.
 * Product changes reach the index through `reindexProducts` as with Orama.
 *
 * Documents carry final prices computed for a day (special price windows are whole UTC days),
 * so the indexes are rebuilt in the background by the first search after the day changes.
 */
import type { Kysely } from 'kysely'
import { calendarDay } from '~/domain/dates'
import type { Database } from '~/db/schema'
import { loadProductDocuments } from '~/search/documents.server'
import { ElasticsearchSearchEngine } from '~/search/elasticsearch.server'
import { OramaSearchEngine } from '~/search/orama.server'
import type { ProductQuery, SearchEngine, SearchResult } from '~/search/types'
import { getEnv, type Env } from '~/utils/env.server'
import { recordSearch } from '~/utils/metrics.server'
import { processWide } from '~/utils/process-wide'
import { storeViews } from '~/utils/store-views'

interface SearchState {
  engine?: SearchEngine
  /** What the last full build covered, to refresh it when the day changes. */
  built?: { db: Kysely<Database>; storeCodes: string[]; day: string }
  rebuilding?: Promise<void>
  /** Raised whenever this process's index changes: pages kept with search results name the version they saw. */
  version?: number
}

// The Express server and the Remix build (and dev reloads) share one engine.
function state(): SearchState {
  return processWide<SearchState>('search', () => ({}))
}

/** The engine for this process: Elasticsearch when ELASTICSEARCH_URL is set, else embedded Orama. */
export function createSearchEngine(env: Pick<Env, 'ELASTICSEARCH_URL'> = getEnv()): SearchEngine {
  const url = env.ELASTICSEARCH_URL?.trim()
  if (url) return new ElasticsearchSearchEngine({ node: url })
  return new OramaSearchEngine()
}

export function getSearchEngine(): SearchEngine {
  const s = state()
  s.engine ??= createSearchEngine()
  return s.engine
}

/** Replace the process-wide engine (tests, or a custom adapter); `undefined` resets it. */
export function setSearchEngine(engine: SearchEngine | undefined): void {
  const s = state()
  s.engine = engine
  s.built = undefined
  s.rebuilding = undefined
}

/** The version of this process's search index: it changes with every build or reindex. */
export function searchIndexVersion(): number {
  return state().version ?? 0
}

function indexChanged(): void {
  const s = state()
  s.version = (s.version ?? 0) + 1
}

function utcDay(now: Date): string {
  return calendarDay(now, 'UTC')
}

/** Build (or rebuild) the index of each store view from the database; progress in documents per store view. */
export async function buildSearchIndexes(
  db: Kysely<Database>,
  storeCodes: string[],
  onProgress?: (storeCode: string, done: number, total: number) => void,
): Promise<void> {
  const engine = getSearchEngine()
  const now = new Date()
  for (const storeCode of storeCodes) {
    // Elasticsearch: serve an existing alias as it is (full rebuilds are `npm run reindex`).
    if (!(engine instanceof ElasticsearchSearchEngine && (await engine.hasIndex(storeCode)))) {
      const docs = await loadProductDocuments(db, storeCode, now)
      await engine.replaceAll(storeCode, docs, { onProgress: (done, total) => onProgress?.(storeCode, done, total) })
    }
  }
  state().built = { db, storeCodes: [...storeCodes], day: utcDay(now) }
  indexChanged()
}

/** Build again every index this process has built, from the database (after changes it was not told of). */
export async function rebuildSearchIndexes(): Promise<void> {
  const built = state().built
  if (built) await buildSearchIndexes(built.db, built.storeCodes)
}

/** Rebuild in the background when the indexes were built on an earlier (UTC) day. */
function refreshIfStale(now: Date): void {
  const s = state()
  if (!s.built || s.rebuilding || s.built.day === utcDay(now)) return
  const { db, storeCodes } = s.built
  s.rebuilding = buildSearchIndexes(db, storeCodes)
    .catch((error: unknown) => console.error('Search index refresh failed', error))
    .finally(() => {
      state().rebuilding = undefined
    })
}

export async function searchProducts(storeCode: string, query: ProductQuery): Promise<SearchResult> {
  refreshIfStale(new Date())
  const started = performance.now()
  try {
    return await getSearchEngine().search(storeCode, query)
  } finally {
    recordSearch((performance.now() - started) / 1000)
  }
}

function chunk<T>(items: readonly T[], size = 900): T[][] {
  const parts: T[][] = []
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size))
  return parts
}

/**
 * The listable products whose documents depend on the given products: the products
 * themselves, the configurable parents of children, grouped products they belong to and
 * bundles that offer them.
 */
export async function affectedProductIds(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  const out = new Set(ids)
  for (const part of chunk([...new Set(ids)])) {
    const [parents, groups, bundles] = await Promise.all([
      db.selectFrom('product').select('parent_id').where('id', 'in', part).where('parent_id', 'is not', null).execute(),
      db
        .selectFrom('product_link')
        .select('product_id')
        .where('link_type', '=', 'associated')
        .where('linked_product_id', 'in', part)
        .execute(),
      db
        .selectFrom('bundle_selection')
        .innerJoin('bundle_option', 'bundle_option.id', 'bundle_selection.option_id')
        .select('bundle_option.product_id as product_id')
        .where('bundle_selection.product_id', 'in', part)
        .execute(),
    ])
    for (const row of parents) if (row.parent_id !== null) out.add(row.parent_id)
    for (const row of groups) out.add(row.product_id)
    for (const row of bundles) out.add(row.product_id)
  }
  return [...out].sort((a, b) => a - b)
}

/**
 * Bring the indexes up to date after products changed (price, stock, text, status...).
 * Products that are no longer listable (or were deleted) are removed.
 */
export async function reindexProducts(
  db: Kysely<Database>,
  ids: number[],
  storeCodes: string[] = storeViews.map((view) => view.storeCode),
): Promise<void> {
  if (ids.length === 0) return
  const affected = await affectedProductIds(db, ids)
  const engine = getSearchEngine()
  const now = new Date()
  for (const storeCode of storeCodes) {
    const docs = await loadProductDocuments(db, storeCode, now, { ids: affected })
    const present = new Set(docs.map((doc) => doc.id))
    await engine.upsert(storeCode, docs)
    const gone = affected.filter((id) => !present.has(id))
    if (gone.length > 0) await engine.remove(storeCode, gone)
  }
  indexChanged()
}
