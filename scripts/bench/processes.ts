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
