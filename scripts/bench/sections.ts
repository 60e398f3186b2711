/**
 * The benchmark's sections, in the order they run. Memory runs before Lighthouse so that the
 * warm-up traffic has also warmed the server Lighthouse measures. The offline section runs its own browser contexts.
 * Throughput comes after them: its minutes of load at 32 connections would move the memory figures. Housekeeping
 * and search seed their own databases; search runs last: it seeds
 * its own databases and measures its own child processes, not the server. Add new sections here.
 */
import type { Section } from './context'
import { housekeepingSection } from './housekeeping'
import { lighthouseSection } from './lighthouse'
import { memorySection } from './memory'
import { offlineSection } from './offline'
import { searchSection } from './search'
import { throughputSection } from './throughput'
import { weightSection } from './weight'

export const sections: readonly Section[] = [
  weightSection,
  offlineSection,
  memorySection,
  lighthouseSection,
  throughputSection,
  housekeepingSection,
  searchSection,
]
