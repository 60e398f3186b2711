/**
 * One app instance's start and stop without its HTTP server: what server.ts does before it listens
 * (migrate, seed an empty catalogue, build the search indexes, start the workers). The seed-once test runs
 * two of these at once, as two replicas.
 */
import { startApplication, stopApplication } from '~/server/app.server'
import { getEnv } from '~/utils/env.server'

await startApplication(getEnv())
await stopApplication()
