/**
 * What every benchmark section gets, and the shape a section has. To add a section (for
 * example search benchmarks): write scripts/bench/<name>.ts exporting a `Section`, and add it to
 * the list in scripts/bench/sections.ts. It records figures with `ctx.record(...)`, which prints
 * one table line each, and returns any extra data for bench-results/latest.json.
 */
import type { BenchOptions } from './args'
import type { Measurement } from './report'
import type { RunningServer } from './server'

export interface PageRef {
  /** Short name used in the table: home, category, product. */
  name: string
  /** Path and query on the server, e.g. /c/fridges-freezers. */
  path: string
}

export interface BenchContext {
  /** Repository root (absolute). */
  root: string
  /** bench-results/ (absolute, exists). */
  resultsDir: string
  server: RunningServer
  options: BenchOptions
  /** The budgeted pages: home, category and product (discovered once, then cached). */
  pages(): Promise<PageRef[]>
  /** Keep a figure and print its table line. */
  record(measurement: Measurement): void
  /** Print an indented detail line under the table (kept out of the JSON). */
  detail(text: string): void
  /** A problem worth knowing that is not a budget failure. */
  warn(text: string): void
}

export interface Section {
  id: string
  title: string
  /** One line on what is measured and how (printed under the section's title). */
  method: string
  /** Extra data for the JSON report. Throwing records the section as failed; later sections still run. */
  run(ctx: BenchContext): Promise<unknown>
}
