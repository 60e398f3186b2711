/**
 * A shop server of a spec's own, beside the suite's e2e server: for journeys that need other settings
 * (OUTBOX_SEND=confirm) or another build (the deploy test). It runs the BUILT app of a folder on a port
 * and data folder nobody else uses: the suite's port (E2E_PORT, default 3100) plus an offset, so that
 * worktrees running side by side never meet.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SUITE_PORT = Number(process.env.E2E_PORT ?? 3100)

/** The port of a spec's own server: `offset` apart from the suite's (1000 for the deploy test, 1001...). */
export function ownPort(offset: number): number {
  return SUITE_PORT + offset
}

export type OwnServer = { baseURL: string; dataDir: string; stop(): Promise<void> }

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/**
 * Start `node build/server.js` of `appDir` (a folder with build/, public/ and node_modules) on `port`,
 * with the demo catalogue seeded into `dataDir` on first start. Resolves once /healthz answers.
 */
export async function startOwnServer({
  appDir,
  port,
  dataDir,
  env = {},
}: {
  appDir: string
  port: number
  dataDir: string
  env?: Record<string, string>
}): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`
  if (await healthy(`${baseURL}/healthz`)) throw new Error(`port ${port} is taken: another server answers there`)
  fs.mkdirSync(dataDir, { recursive: true })
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['build/server.js'], {
    cwd: appDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      KAROO_DEMO: '1',
      COOKIE_SECURE: 'false',
      // As the suite's server: each test's X-Forwarded-For (tests/setup/e2e) is its address.
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  while (!(await healthy(`${baseURL}/healthz`))) {
    if (child.exitCode !== null) throw new Error(`the server in ${appDir} exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server in ${appDir} did not answer within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseURL,
    dataDir: path.resolve(dataDir),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
