import fs from 'node:fs'
import path from 'node:path'

export interface BackupResult {
  file: string
  bytes: number
  pages: number
}

/**
 * Copy the SQLite store to `target` while the shop keeps running, with SQLite's online backup API. The copy is
 * made in one backup step, that is inside one read transaction: under WAL a reader does not block the app's
 * writers, and a write that commits meanwhile is either wholly in the copy or not at all (a backup made in
 * small steps would restart whenever another connection writes, and might never finish on a busy shop).
 * The copy is written beside `target` under a temporary name, checked with `PRAGMA integrity_check`, and
 * renamed only then, so a file with the final name is always a whole, sound database.
 */
export async function backupSqlite(sourceFile: string, target: string): Promise<BackupResult> {
  const { default: SQLite } = await import('better-sqlite3')
  if (fs.existsSync(target)) throw new Error(`${target} exists already; name a new file`)
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
  const partial = `${target}.partial`
  fs.rmSync(partial, { force: true })
  // Read-only: the backup never writes to the live store (nor creates it when the path is wrong).
  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    // The first step only opens the backup; returning more pages than the file has copies the rest at once.
    const progress = await source.backup(partial, { progress: () => 0x7fffffff })
    // The copy carries the store's WAL mode: switch it to a rollback journal, so the backup is one
    // self-contained file (no -wal or -shm beside it) wherever it is copied. The app turns WAL on again at start.
    const copy = new SQLite(partial, { fileMustExist: true })
    try {
      copy.pragma('journal_mode = DELETE')
    } finally {
      copy.close()
    }
    const problem = integrityProblem(SQLite, partial)
    if (problem) throw new Error(`The backup failed its integrity check: ${problem}`)
    fs.renameSync(partial, target)
    fs.chmodSync(target, 0o600)
    return { file: target, bytes: fs.statSync(target).size, pages: progress.totalPages }
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true })
    throw error
  } finally {
    source.close()
  }
}

/**
 * Put a backup in the store's place. Only with the app stopped: a running instance keeps the old file open.
 * The backup is checked first; the store it replaces is kept beside it (`store.db.replaced-<time>`), and its
 * WAL and shared-memory files go with it, since they belong to the old file and would corrupt the new one.
 */
export async function restoreSqlite(backupFile: string, storeFile: string, now = new Date()): Promise<{ replaced?: string }> {
  const { default: SQLite } = await import('better-sqlite3')
  if (!fs.existsSync(backupFile)) throw new Error(`No backup at ${backupFile}`)
  const problem = integrityProblem(SQLite, backupFile)
  if (problem) throw new Error(`${backupFile} failed its integrity check, nothing was changed: ${problem}`)
  fs.mkdirSync(path.dirname(path.resolve(storeFile)), { recursive: true })
  let replaced: string | undefined
  if (fs.existsSync(storeFile)) {
    replaced = `${storeFile}.replaced-${timestamp(now)}`
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(storeFile + suffix)) fs.renameSync(storeFile + suffix, replaced + suffix)
    }
  }
  const partial = `${storeFile}.partial`
  fs.copyFileSync(backupFile, partial)
  fs.chmodSync(partial, 0o600)
  fs.renameSync(partial, storeFile)
  return { replaced }
}

/** A file name's time stamp: sortable, no colons (some file systems refuse them). */
export function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

/** undefined when SQLite finds the file sound, else its first complaint. */
function integrityProblem(SQLite: typeof import('better-sqlite3'), file: string): string | undefined {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const result = db.pragma('integrity_check', { simple: true })
    return result === 'ok' ? undefined : String(result)
  } finally {
    db.close()
  }
}
