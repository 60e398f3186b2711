/**
 * The benchmark's sections, in the order they run. Memory runs before Lighthouse so that the
 * warm-up traffic has also warmed the server Lighthouse measures. Add new sections here.
 */
import type { Section } from './context'
import { lighthouseSection } from './lighthouse'
import { memorySection } from './memory'
import { weightSection } from './weight'

export const sections: readonly Section[] = [weightSection, memorySection, lighthouseSection]
