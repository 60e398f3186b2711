/**
 * Measurements, budgets and the plain-text table the benchmark prints.
 * Units: 1 KB = 1024 bytes, 1 MB = 1024 KB (what /proc and most tools report).
 */

export type Comparison = '<=' | '<' | '>='

export interface Budget {
  op: Comparison
  limit: number
}

export type Status = 'PASS' | 'FAIL' | 'INFO'

export interface Measurement {
  /** Section id, e.g. "weight". */
  section: string
  /** What was measured, e.g. "JS gzip total". */
  name: string
  /** Page or scope the figure belongs to, e.g. "home". */
  scope?: string
  /** The figure in `unit`; null when it could not be measured (always a FAIL when budgeted). */
  value: number | null
  unit: Unit
  budget?: Budget
  status: Status
  /** Short reason shown after the status, e.g. why a value is missing. */
  note?: string
}

/** ratio: a share of another figure (0.5 = half of it); req/s: requests per second. */
export type Unit = 'KB' | 'MB' | 'score' | 'ms' | 'count' | 'ratio' | 'req/s'

export const KB = 1024
export const MB = 1024 * 1024

/** Whether a value meets its budget; a missing value never does. */
export function meets(value: number | null, budget: Budget): boolean {
  if (value === null || Number.isNaN(value)) return false
  switch (budget.op) {
    case '<=':
      return value <= budget.limit
    case '<':
      return value < budget.limit
    case '>=':
      return value >= budget.limit
  }
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'n/a'
  switch (unit) {
    case 'KB':
    case 'MB':
      return `${value.toFixed(1)} ${unit}`
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`
    case 'score':
    case 'count':
      return String(Math.round(value))
    case 'ratio':
      return value < 0.1 ? value.toFixed(3) : value.toFixed(2)
    case 'req/s':
      return `${value < 100 ? value.toFixed(1) : Math.round(value)}/s`
  }
}

export function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return ''
  const limit = unit === 'KB' || unit === 'MB' ? `${budget.limit} ${unit}` : formatValue(budget.limit, unit)
  if (unit === 'score' && budget.op === '>=' && budget.limit === 100) return '= 100'
  return `${budget.op} ${limit}`
}

const LABEL_WIDTH = 44
const VALUE_WIDTH = 11
const BUDGET_WIDTH = 11

export function formatRow(m: Measurement): string {
  const label = m.scope ? `${m.name} [${m.scope}]` : m.name
  const cells = [
    `  ${label.padEnd(LABEL_WIDTH)}`,
    formatValue(m.value, m.unit).padStart(VALUE_WIDTH),
    `  ${formatBudget(m.budget, m.unit).padEnd(BUDGET_WIDTH)}`,
    `  ${m.status}`,
  ]
  const row = cells.join('')
  return m.note ? `${row}  (${m.note})` : row
}

export function tableHeader(): string {
  return `  ${'measurement'.padEnd(LABEL_WIDTH)}${'value'.padStart(VALUE_WIDTH)}  ${'budget'.padEnd(BUDGET_WIDTH)}  result`
}

/** A budgeted measurement: PASS or FAIL decided here. */
export function budgeted(fields: Omit<Measurement, 'status' | 'budget'> & { budget: Budget }): Measurement {
  return { ...fields, status: meets(fields.value, fields.budget) ? 'PASS' : 'FAIL' }
}

/** An informative figure without a budget. */
export function info(fields: Omit<Measurement, 'status' | 'budget'>): Measurement {
  return { ...fields, status: 'INFO' }
}

export interface Summary {
  passed: number
  failed: number
  informative: number
  failures: Measurement[]
}

export function summarise(measurements: readonly Measurement[]): Summary {
  const failures = measurements.filter((m) => m.status === 'FAIL')
  return {
    passed: measurements.filter((m) => m.status === 'PASS').length,
    failed: failures.length,
    informative: measurements.filter((m) => m.status === 'INFO').length,
    failures,
  }
}
