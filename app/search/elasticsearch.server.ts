/**
 * The scale-out search engine: Elasticsearch 9 (the client major; it refuses 8) through `@elastic/elasticsearch` 9.4.
 * Used when ELASTICSEARCH_URL is set (app/providers/catalog/search.server.ts).
 *
 * Ranking: the request and the mapping express `./ranking` (field boosts, min_score, the kind
 * score, German compounds), the numbers the embedded engine scores with; see decision 0059 for
 * what only a running cluster can confirm.
 *
 * Indexes (see ./elasticsearch/mapping.ts): one alias per store view,
 * `<prefix>_<storeCode>` (`karoo_products_default`, `karoo_products_de`, ...), pointing at
 * one concrete index with that view's language analysers.
 *
 * - replaceAll: builds a new timestamped index (no refresh while loading), bulk-indexes in
 *   chunks (progress through `onProgress`), turns refresh back on and refreshes, then moves
 *   the alias with ONE `updateAliases` call (remove from the old index(es) + add to the new
 *   one, atomic) and deletes the old index(es). Searches see the old index until the swap
 *   and the complete new one after it: never an empty or half-built result. A failed build
 *   deletes its new index and leaves the alias alone.
 * - upsert / remove: bulk requests on the alias with `require_alias` (so a missing alias is
 *   an error, never a stray auto-created index); an upsert into a store view without an
 *   index first creates one behind the alias. Changes are visible after the next refresh
 *   (1 s) unless `writeRefresh` says otherwise.
 * - search: ./elasticsearch/request.ts builds the request (pure), ./elasticsearch/response.ts
 *   maps the answer (pure). The attribute codes to facet on are read from the index mapping
 *   (cached for `mappingCacheMs`). A store view without an index answers an empty result,
 *   as the embedded engine does.
 * - Failures: any client error (timeout, connection refused, 5xx, bad answer) becomes a
 *   `SearchUnavailableError` (./errors.ts); documents refused by a bulk request a
 *   `SearchIndexingError`. Searches and pings use the spec's server timeout (1000 ms) and
 *   no retry; full builds a long timeout (60 s) and a few retries; upsert/remove, which run
 *   inside shopper requests (an order reindexes its products), 5 s and one retry.
 * - Writes to one store view run one after another within this process.
 */
import { randomBytes } from 'node:crypto'
import { Client, errors, type estypes } from '@elastic/elasticsearch'
import { SEARCH_TIMEOUT_SERVER_MS } from '~/domain/constants'
import { SearchIndexingError, SearchUnavailableError } from './errors'
import {
  DEFAULT_INDEX_PREFIX,
  aliasName,
  attributeCodesFromMapping,
  buildIndexName,
  indexMappings,
  indexSettings,
  indexedDocument,
} from './elasticsearch/mapping'
import { buildSearchRequest, type SearchRequestOptions } from './elasticsearch/request'
import { analysisLanguageFor } from './analysis'
import { emptySearchResult, mapSearchResponse } from './elasticsearch/response'
import type { PriceRange, ProductDocument, ProductQuery, ReplaceOptions, SearchEngine, SearchResult } from './types'

export interface ElasticsearchEngineOptions {
  /** Cluster URL (ELASTICSEARCH_URL). */
  node: string
  /** A ready client (tests pass one with a mocked connection); otherwise one is created from `node`. */
  client?: Client
  /** Timeout of searches and pings; default 1000 ms (a server render must not wait longer for search). */
  requestTimeoutMs?: number
  /** Alias/index name prefix; default `karoo_products`. Lower-case letters, digits and `_`. */
  indexPrefix?: string
  /** Documents per bulk request; default 1000. */
  bulkSize?: number
  /** Timeout of index writes (create, bulk, refresh, alias swap); default 60 s. */
  writeTimeoutMs?: number
  /** Retries of an index write after a connection error, timeout or 502/503/504; default 3. */
  writeRetries?: number
  /**
   * Timeout of upsert/remove (called while an order is placed or a product saved); default
   * 5000 ms, with one retry, so that a slow cluster delays those requests only a little.
   */
  updateTimeoutMs?: number
  /** Refresh policy of upsert/remove: false (visible within ~1 s, default), 'wait_for' or true. */
  writeRefresh?: boolean | 'wait_for'
  /** How long the attribute codes read from the mapping are reused; default 60 s. */
  mappingCacheMs?: number
  /** Price bands for price facets; default the spec's. */
  priceRanges?: readonly PriceRange[]
  /** Replicas of new indexes; default: the cluster's default. */
  replicas?: number
  /** Clock and suffix for new index names (tests). */
  now?: () => Date
  randomSuffix?: () => string
  /** Where non-fatal problems (an old index that could not be deleted) are reported; default console. */
  logger?: Pick<Console, 'warn'>
}

const ENGINE = 'elasticsearch'
const FAILURES_KEPT = 5

/**
 * Errors raised by the client, recognised by name as the transport itself does: the package
 * ships CommonJS and ESM builds whose error classes are distinct, so `instanceof` is not
 * reliable when both get loaded (tools, test mocks).
 */
const CLIENT_ERROR_NAMES = new Set([
  'ElasticsearchClientError',
  'TimeoutError',
  'ConnectionError',
  'NoLivingConnectionsError',
  'SerializationError',
  'DeserializationError',
  'ConfigurationError',
  'ResponseError',
  'RequestAbortedError',
  'ProductNotSupportedError',
])

function isClientError(error: unknown): error is Error {
  return error instanceof errors.ElasticsearchClientError || (error instanceof Error && CLIENT_ERROR_NAMES.has(error.name))
}

interface ResponseErrorLike {
  name: 'ResponseError'
  statusCode?: number
  body?: unknown
}

function isResponseError(error: unknown): error is ResponseErrorLike {
  return error instanceof Error && error.name === 'ResponseError'
}

function statusOf(error: unknown): number | undefined {
  return isResponseError(error) ? error.statusCode : undefined
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404
}

function describeError(error: unknown): string {
  if (isResponseError(error)) {
    const body = error.body as { error?: { type?: string; reason?: string } | string } | undefined
    const reason = typeof body?.error === 'string' ? body.error : (body?.error?.reason ?? body?.error?.type)
    return `HTTP ${error.statusCode ?? '?'}${reason ? `: ${reason}` : ''}`
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

function dedupeById(docs: readonly ProductDocument[]): ProductDocument[] {
  const byId = new Map<number, ProductDocument>()
  for (const doc of docs) byId.set(doc.id, doc)
  return [...byId.values()]
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Bulk item failures, ignoring the ones listed as acceptable (404 on delete). */
export function bulkFailures(response: estypes.BulkResponse, ignoreStatus: readonly number[] = []): { id: string; reason: string }[] {
  if (!response.errors) return []
  const failures: { id: string; reason: string }[] = []
  for (const item of response.items ?? []) {
    for (const result of Object.values(item)) {
      if (!result || !result.error || ignoreStatus.includes(result.status)) continue
      failures.push({ id: String(result._id ?? '?'), reason: result.error.reason ?? result.error.type ?? 'unknown' })
    }
  }
  return failures
}

interface MappingCache {
  codes: string[]
  at: number
}

export class ElasticsearchSearchEngine implements SearchEngine {
  readonly name = ENGINE
  readonly client: Client
  private readonly ownsClient: boolean
  private readonly prefix: string
  private readonly requestTimeoutMs: number
  private readonly writeTimeoutMs: number
  private readonly writeRetries: number
  private readonly updateTimeoutMs: number
  private readonly bulkSize: number
  private readonly writeRefresh: boolean | 'wait_for'
  private readonly mappingCacheMs: number
  private readonly priceRanges?: readonly PriceRange[]
  private readonly replicas?: number
  private readonly now: () => Date
  private readonly randomSuffix: () => string
  private readonly logger: Pick<Console, 'warn'>
  private readonly mappingCache = new Map<string, MappingCache>()
  private readonly writeQueues = new Map<string, Promise<unknown>>()

  constructor(options: ElasticsearchEngineOptions) {
    this.requestTimeoutMs = options.requestTimeoutMs ?? SEARCH_TIMEOUT_SERVER_MS
    this.ownsClient = !options.client
    this.client = options.client ?? new Client({ node: options.node, requestTimeout: this.requestTimeoutMs, maxRetries: 0 })
    this.prefix = options.indexPrefix ?? DEFAULT_INDEX_PREFIX
    aliasName(this.prefix, 'default') // validates the prefix now rather than at the first request
    this.writeTimeoutMs = options.writeTimeoutMs ?? 60_000
    this.writeRetries = Math.max(0, Math.floor(options.writeRetries ?? 3))
    this.updateTimeoutMs = options.updateTimeoutMs ?? 5000
    this.bulkSize = Math.max(1, Math.floor(options.bulkSize ?? 1000))
    this.writeRefresh = options.writeRefresh ?? false
    this.mappingCacheMs = options.mappingCacheMs ?? 60_000
    this.priceRanges = options.priceRanges
    this.replicas = options.replicas
    this.now = options.now ?? (() => new Date())
    this.randomSuffix = options.randomSuffix ?? (() => randomBytes(3).toString('hex'))
    this.logger = options.logger ?? console
  }

  /** The alias searched for a store view. */
  aliasFor(storeCode: string): string {
    return aliasName(this.prefix, storeCode)
  }

  private get readOptions() {
    return { requestTimeout: this.requestTimeoutMs, maxRetries: 0 }
  }

  private get writeOptions() {
    return { requestTimeout: this.writeTimeoutMs, maxRetries: this.writeRetries }
  }

  private get updateOptions() {
    return { requestTimeout: this.updateTimeoutMs, maxRetries: Math.min(1, this.writeRetries) }
  }

  private unavailable(action: string, error: unknown): SearchUnavailableError {
    return new SearchUnavailableError(ENGINE, `Elasticsearch could not ${action} (${describeError(error)})`, {
      cause: error,
    })
  }

  /** Run a client call; client errors become SearchUnavailableError, anything else is rethrown. */
  private async call<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      if (isClientError(error)) throw this.unavailable(action, error)
      throw error
    }
  }

  private enqueue<T>(storeCode: string, task: () => Promise<T>): Promise<T> {
    const previous = this.writeQueues.get(storeCode) ?? Promise.resolve()
    const next = previous.then(task, task)
    this.writeQueues.set(
      storeCode,
      next.catch(() => undefined),
    )
    return next
  }

  // -------------------------------------------------------------------------------------
  // Index management

  /** Whether the store view's alias exists (the app serves it as it is; see search.server.ts). */
  async hasIndex(storeCode: string): Promise<boolean> {
    const alias = this.aliasFor(storeCode)
    return this.call(`check the index ${alias}`, () => this.client.indices.existsAlias({ name: alias }, this.readOptions))
  }

  /** The concrete indexes the alias points at now ([] when it does not exist). */
  private async indexesBehind(alias: string): Promise<string[]> {
    try {
      const response = await this.client.indices.getAlias({ name: alias }, this.writeOptions)
      return Object.keys(response).sort()
    } catch (error) {
      if (isNotFound(error)) return []
      if (isClientError(error)) throw this.unavailable(`read the alias ${alias}`, error)
      throw error
    }
  }

  private newIndexName(alias: string): string {
    return buildIndexName(alias, this.now(), this.randomSuffix())
  }

  private async createIndex(storeCode: string, index: string, opts: { alias?: string; building?: boolean }) {
    await this.call(`create the index ${index}`, () =>
      this.client.indices.create(
        {
          index,
          settings: indexSettings(storeCode, {
            replicas: this.replicas,
            ...(opts.building ? { refreshInterval: '-1' } : {}),
          }),
          mappings: indexMappings(storeCode),
          ...(opts.alias ? { aliases: { [opts.alias]: {} } } : {}),
        },
        this.writeOptions,
      ),
    )
  }

  private async bulk(
    storeCode: string,
    target: string,
    operations: estypes.BulkRequest['operations'],
    opts: { requireAlias: boolean; refresh: boolean | 'wait_for'; ignoreStatus?: number[]; incremental?: boolean },
  ): Promise<void> {
    const response = await this.call(`index documents into ${target}`, () =>
      this.client.bulk(
        { index: target, operations, refresh: opts.refresh, ...(opts.requireAlias ? { require_alias: true } : {}) },
        opts.incremental ? this.updateOptions : this.writeOptions,
      ),
    )
    const failures = bulkFailures(response, opts.ignoreStatus)
    if (failures.length > 0) {
      throw new SearchIndexingError(
        `Elasticsearch refused ${failures.length} document(s) for ${storeCode}: ${failures[0].reason}`,
        failures.slice(0, FAILURES_KEPT),
      )
    }
  }

  /** Bulk index operations; each document carries what the product is (`kinds`) for the kind score. */
  private indexOperations(
    storeCode: string,
    docs: readonly ProductDocument[],
    target?: string,
  ): NonNullable<estypes.BulkRequest['operations']> {
    const language = analysisLanguageFor(storeCode)
    return docs.flatMap((doc) => [
      { index: { _id: String(doc.id), ...(target ? { _index: target } : {}) } },
      indexedDocument(doc, language),
    ])
  }

  replaceAll(storeCode: string, docs: ProductDocument[], options: ReplaceOptions = {}): Promise<void> {
    const alias = this.aliasFor(storeCode)
    return this.enqueue(storeCode, async () => {
      const unique = dedupeById(docs)
      const previous = await this.indexesBehind(alias)
      const index = this.newIndexName(alias)
      options.onProgress?.(0, unique.length)
      await this.createIndex(storeCode, index, { building: true })
      try {
        let done = 0
        for (const part of chunks(unique, this.bulkSize)) {
          await this.bulk(storeCode, index, this.indexOperations(storeCode, part), { requireAlias: false, refresh: false })
          done += part.length
          options.onProgress?.(done, unique.length)
        }
        await this.call(`finish the index ${index}`, () =>
          this.client.indices.putSettings({ index, settings: { refresh_interval: '1s' } }, this.writeOptions),
        )
        await this.call(`refresh the index ${index}`, () => this.client.indices.refresh({ index }, this.writeOptions))
        await this.call(`point ${alias} at ${index}`, () =>
          this.client.indices.updateAliases(
            {
              actions: [...previous.map((old) => ({ remove: { index: old, alias } })), { add: { index, alias } }],
            },
            this.writeOptions,
          ),
        )
      } catch (error) {
        await this.client.indices.delete({ index }, this.writeOptions).catch(() => undefined)
        throw error
      }
      this.mappingCache.delete(storeCode)
      if (previous.length > 0) {
        try {
          await this.client.indices.delete({ index: previous }, this.writeOptions)
        } catch (error) {
          // The alias has moved: searches are right. The old index only wastes space.
          this.logger.warn(`Could not delete the old search index ${previous.join(', ')}: ${describeError(error)}`)
        }
      }
    })
  }

  /** Create an empty index behind the alias when there is none (before the first upsert). */
  private async ensureAlias(storeCode: string): Promise<string> {
    const alias = this.aliasFor(storeCode)
    if (await this.hasIndex(storeCode)) return alias
    await this.createIndex(storeCode, this.newIndexName(alias), { alias })
    return alias
  }

  upsert(storeCode: string, docs: ProductDocument[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      const unique = dedupeById(docs)
      if (unique.length === 0) return
      const alias = await this.ensureAlias(storeCode)
      const parts = chunks(unique, this.bulkSize)
      for (const [i, part] of parts.entries()) {
        await this.bulk(storeCode, alias, this.indexOperations(storeCode, part), {
          requireAlias: true,
          incremental: true,
          refresh: i === parts.length - 1 ? this.writeRefresh : false,
        })
      }
      this.mappingCache.delete(storeCode)
    })
  }

  remove(storeCode: string, ids: number[]): Promise<void> {
    return this.enqueue(storeCode, async () => {
      const unique = [...new Set(ids)]
      if (unique.length === 0) return
      if (!(await this.hasIndex(storeCode))) return
      const alias = this.aliasFor(storeCode)
      const parts = chunks(unique, this.bulkSize)
      for (const [i, part] of parts.entries()) {
        await this.bulk(
          storeCode,
          alias,
          part.map((id) => ({ delete: { _id: String(id) } })),
          {
            requireAlias: true,
            incremental: true,
            refresh: i === parts.length - 1 ? this.writeRefresh : false,
            ignoreStatus: [404],
          },
        )
      }
    })
  }

  /**
   * Delete every index (and so every alias) under this engine's prefix: for test clean-up
   * and for ops. Wildcard deletes are refused by default on Elasticsearch 8+, so the indexes
   * are listed first and deleted by name.
   */
  async deleteAllIndexes(): Promise<string[]> {
    const pattern = `${this.prefix}_*`
    const found = await this.call(`list the indexes ${pattern}`, () =>
      this.client.indices.get({ index: pattern, allow_no_indices: true, ignore_unavailable: true }, this.writeOptions),
    )
    const names = Object.keys(found).sort()
    if (names.length > 0) {
      await this.call(`delete the indexes ${pattern}`, () => this.client.indices.delete({ index: names }, this.writeOptions))
    }
    this.mappingCache.clear()
    return names
  }

  // -------------------------------------------------------------------------------------
  // Reading

  /** Attribute codes mapped in the store view's index; null when the alias does not exist. */
  private async attributeCodes(storeCode: string, alias: string): Promise<string[] | null> {
    const cached = this.mappingCache.get(storeCode)
    const now = Date.now()
    if (cached && now - cached.at < this.mappingCacheMs) return cached.codes
    try {
      const mapping = await this.client.indices.getMapping({ index: alias }, this.readOptions)
      const codes = attributeCodesFromMapping(mapping)
      this.mappingCache.set(storeCode, { codes, at: now })
      return codes
    } catch (error) {
      if (isNotFound(error)) return null
      if (isClientError(error)) throw this.unavailable(`read the mapping of ${alias}`, error)
      throw error
    }
  }

  async search(storeCode: string, query: ProductQuery): Promise<SearchResult> {
    const alias = this.aliasFor(storeCode)
    const codes = await this.attributeCodes(storeCode, alias)
    if (codes === null) return emptySearchResult(query, { priceRanges: this.priceRanges })
    const options: SearchRequestOptions = {
      attributeCodes: codes,
      priceRanges: this.priceRanges,
      language: analysisLanguageFor(storeCode),
    }
    const body = buildSearchRequest(query, options)
    let response: estypes.SearchResponse<ProductDocument>
    try {
      response = await this.client.search<ProductDocument>({ index: alias, ...body }, this.readOptions)
    } catch (error) {
      if (isNotFound(error)) {
        this.mappingCache.delete(storeCode)
        return emptySearchResult(query, { priceRanges: this.priceRanges })
      }
      if (isClientError(error)) throw this.unavailable(`search ${alias}`, error)
      throw error
    }
    return mapSearchResponse(response, query, options)
  }

  /** True when the cluster answers within the read timeout; never throws. */
  async ping(): Promise<boolean> {
    try {
      return await this.client.ping(undefined, this.readOptions)
    } catch {
      return false
    }
  }

  /** Close the client's connections (only a client this engine created). */
  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close()
  }
}
