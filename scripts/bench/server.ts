/**
 * Building the app and running the production server for the benchmark: a free port on
 * 127.0.0.1, a fresh temporary DATA_DIR (so the demo catalogue is migrated and seeded) or a folder
 * the caller has seeded, and
 * the server's own node process as the child (no npx/tsx wrapper), so its pid is the one to measure.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { get } from './http'
import { isRunning, lastLines, run, spawnGroup, stopGroup } from './processes'

/** Newest modification time (ms) of any file under `dir`; 0 when it does not exist. */
export function newestMtime(dir: string): number {
  let newest = 0
  let stat: fs.Stats
  try {
    stat = fs.statSync(dir)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  // Iterative walk: bounded by the tree's size, no recursion limit.
  const pending = [dir]
  while (pending.length > 0) {
    const current = pending.pop() as string
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) pending.push(full)
      else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs)
    }
  }
  return newest
}

/** Why a build is needed, or null when build/ and public/build/ are newer than the sources. */
export function buildReason(root: string): string | null {
  const serverBuild = path.join(root, 'build', 'index.js')
  if (!fs.existsSync(serverBuild)) return 'build/index.js is missing'
  if (!fs.existsSync(path.join(root, 'build', 'server.js'))) return 'build/server.js is missing'
  if (!fs.existsSync(path.join(root, 'public', 'build'))) return 'public/build/ is missing'
  const built = fs.statSync(serverBuild).mtimeMs
  const sources = Math.max(
    newestMtime(path.join(root, 'app')),
    newestMtime(path.join(root, 'remix.config.js')),
    newestMtime(path.join(root, 'server.ts')),
  )
  if (sources > built) return 'app/ has changed since the last build'
  return null
}

export async function buildApp(root: string): Promise<number> {
  const started = performance.now()
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = await run(npm, ['run', 'build'], { cwd: root, env: process.env, timeoutMs: 300_000 })
  if (result.code !== 0) {
    throw new Error(`npm run build failed (exit code ${result.code}):\n${lastLines(result.output, 30)}`)
  }
  return (performance.now() - started) / 1000
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.unref()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      if (address === null || typeof address === 'string') {
        probe.close()
        reject(new Error('could not find a free port'))
        return
      }
      probe.close(() => resolve(address.port))
    })
  })
}

export interface RunningServer {
  baseUrl: string
  port: number
  pid: number
  dataDir: string
  /** Seconds from spawn to the first healthy /healthz. */
  startSeconds: number
  /** The server's recent output (for error messages). */
  output(): string
  stop(): Promise<void>
}

export interface StartOptions {
  /**
   * A folder whose database is already seeded (the server then seeds nothing, and the folder is the
   * caller's to remove). Without it: a fresh temporary folder with the demo catalogue, removed on stop.
   */
  dataDir?: string
  /** How long the server may take to answer /healthz (it builds its search indexes first). */
  startTimeoutMs?: number
  /** Variables set over the benchmark's own (the soak's DATABASE_URL, SMTP_URL, TRUST_PROXY...). */
  env?: Record<string, string | undefined>
  /** A fixed port instead of a free one (the soak restarts a killed server where nginx expects it). */
  port?: number
}

export async function startServer(root: string, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort())
  const ownFolder = options.dataDir === undefined
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-bench-'))
  const startTimeoutMs = options.startTimeoutMs ?? 90_000
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    KAROO_DEMO: '1',
    COOKIE_SECURE: 'false',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'error',
    SEED_DEMO: ownFolder ? 'true' : 'false',
    // Always the bundled SQLite database and search, whatever the developer's shell has set.
    DATABASE_URL: '',
    ELASTICSEARCH_URL: '',
    PUBLIC_URL: '',
    ...options.env,
  }
  const started = performance.now()
  // `node build/server.js`, as `npm start` runs it: the child's pid is the server itself.
  const child: ChildProcess = spawnGroup(process.execPath, ['build/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await stopGroup(child, 'SIGTERM', 12_000)
    if (ownFolder) fs.rmSync(dataDir, { recursive: true, force: true })
  }

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + startTimeoutMs
  try {
    for (;;) {
      if (!isRunning(child)) {
        throw new Error(`the server exited during start-up (code ${child.exitCode}):\n${lastLines(output, 30)}`)
      }
      if (Date.now() > deadline) {
        throw new Error(`the server did not answer /healthz within ${startTimeoutMs / 1000} s:\n${lastLines(output, 30)}`)
      }
      try {
        const health = await get(`${baseUrl}/healthz`, { timeoutMs: 2_000 })
        if (health.status === 200) break
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    await stop()
    throw error
  }
  if (child.pid === undefined) throw new Error('the server has no pid')
  return {
    baseUrl,
    port,
    pid: child.pid,
    dataDir,
    startSeconds: (performance.now() - started) / 1000,
    output: () => output,
    stop,
  }
}

export interface ProcMemory {
  /** Resident set size now, bytes. */
  rss: number
  /** Peak resident set size, bytes. */
  peakRss: number
  cmdline: string
}

/** VmRSS and VmHWM of a process from /proc (Linux). */
export function readProcMemory(pid: number): ProcMemory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`)
    return Number(match[1]) * 1024
  }
  const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  return { rss: field('VmRSS'), peakRss: field('VmHWM'), cmdline }
}
