/**
 * Errors of the search port that callers may want to tell apart from bugs.
 */

/**
 * The search engine could not answer: it timed out (1000 ms on the server), refused the
 * connection or failed. Listing pages show "search is temporarily
 * unavailable" instead of an error page; health checks report the engine as down.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'SearchUnavailableError'
  /** The engine that failed ('elasticsearch', ...). */
  readonly engine: string

  constructor(engine: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.engine = engine
  }
}

export function isSearchUnavailableError(error: unknown): error is SearchUnavailableError {
  return error instanceof SearchUnavailableError
}

/** Writing to the index failed for some documents (the engine answered, but refused them). */
export class SearchIndexingError extends Error {
  override readonly name = 'SearchIndexingError'
  /** Up to a few item failures, for the log: document id and reason. */
  readonly failures: { id: string; reason: string }[]

  constructor(message: string, failures: { id: string; reason: string }[]) {
    super(message)
    this.failures = failures
  }
}
