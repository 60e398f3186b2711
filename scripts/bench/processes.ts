/**
 * Child processes the benchmark starts. Each runs in its own process group so that it and
 * whatever it starts (Chromium, esbuild) can be stopped together, by that group's id only.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

const running = new Set<ChildProcess>()

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

/**
 * Ask a child's group to stop with `signal`, wait up to `graceMs`, then SIGKILL the group.
 * Resolves once the child itself has exited.
 */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000) {
  if (!isRunning(child)) {
    // The leader is gone; its helpers (esbuild, Chromium) may not be.
    signalGroup(child, 'SIGKILL')
    return
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  signalGroup(child, signal)
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  // Leftovers of the group (a helper that ignored the signal) go too.
  signalGroup(child, 'SIGKILL')
}

/** Stop every child still running (used on errors and Ctrl-C). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopGroup(child, 'SIGTERM', 5_000)))
}

/** Run a command to completion, collecting its output; rejects on timeout. */
export function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      // Only the end matters for error messages; keep memory bounded.
      if (output.length > 200_000) output = output.slice(-100_000)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    const timer = setTimeout(() => {
      void stopGroup(child, 'SIGTERM', 5_000)
      reject(new Error(`${command} ${args.join(' ')} took longer than ${options.timeoutMs / 1000} s and was stopped`))
    }, options.timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** The last `count` non-empty lines of a text. */
export function lastLines(text: string, count: number): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count)
    .join('\n')
}

export interface JsonChildOptions {
  /** What the child is called in errors ("the load generator"). */
  name: string
  /** The child is stopped and the promise rejected after this long. */
  timeoutMs: number
  /** How the timeout reads in the error ("12 s", "10 min"). */
  timeoutText: string
  /** Copy the child's stderr to ours as it comes (progress), besides keeping its end for errors. */
  echoStderr?: boolean
  /** Characters of stderr kept for an error. */
  keepStderr: number
  /** Lines of output an error quotes, and what goes before them (": " or a new line). */
  errorLines: number
  errorSeparator: string
}

/**
 * Run `node <args>` from `root` with NODE_ENV=production in its own process group, and read the last line
 * it prints to stdout as its JSON result. Rejects when it runs too long (and stops it), exits other than
 * 0, or prints no JSON, quoting the end of its output.
 */
export function runJsonChild<T>(root: string, args: readonly string[], options: JsonChildOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawnGroup(process.execPath, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8')
      stderr = (stderr + text).slice(-options.keepStderr)
      if (options.echoStderr) process.stderr.write(text)
    })
    const timer = setTimeout(() => {
      if (isRunning(child)) void stopGroup(child, 'SIGTERM', 5_000)
      reject(new Error(`${options.name} took longer than ${options.timeoutText} and was stopped`))
    }, options.timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      const quote = (text: string) => `${options.errorSeparator}${lastLines(text, options.errorLines)}`
      if (code !== 0) {
        reject(new Error(`${options.name} exited with ${signal ?? `code ${code}`}${quote(stderr)}`))
        return
      }
      try {
        resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '') as T)
      } catch {
        reject(new Error(`${options.name} printed no result${quote(stdout + stderr)}`))
      }
    })
  })
}
