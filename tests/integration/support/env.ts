/**
 * Environment for integration tests; import it before any app module. A fixed session secret (so
 * nothing generates one into ./data) and a throw-away data folder.
 */
import os from 'node:os'
import path from 'node:path'

process.env.SESSION_SECRET ??= 'integration-test-secret-0123456789'
process.env.DATA_DIR ??= path.join(os.tmpdir(), 'karoo-integration-data')
process.env.LOG_LEVEL ??= 'error'
