/**
 * The progress bar of long index builds: `npm run reindex`, the benchmark and the app's own start
 * on a large catalogue all print the same line.
 */

/** 100000 -> "100 000". */
export function groupThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

const BAR_WIDTH = 10

/** `[#####-----] 52 000 / 100 000 docs  12.3 s` */
export function progressLine(done: number, total: number, elapsedMs: number): string {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1
  const filled = Math.round(ratio * BAR_WIDTH)
  const bar = '#'.repeat(filled) + '-'.repeat(BAR_WIDTH - filled)
  return `[${bar}] ${groupThousands(done)} / ${groupThousands(total)} docs  ${(elapsedMs / 1000).toFixed(1)} s`
}

export interface ProgressReporter {
  update(done: number, total: number): void
}

/**
 * A progress bar on a stream (stderr by default): redrawn in place on a terminal, else one line
 * per tenth (logs stay short). On a terminal the line ends once `done` reaches `total`.
 */
export function progressReporter(label: string, out: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const started = Date.now()
  const tty = out.isTTY === true
  let lastTenth = -1
  return {
    update(done, total) {
      const line = `${label} ${progressLine(done, total, Date.now() - started)}`
      if (tty) {
        out.write(`\r${line}\x1b[K${done >= total ? '\n' : ''}`)
        return
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10
      if (tenth !== lastTenth) {
        lastTenth = tenth
        out.write(`${line}\n`)
      }
    },
  }
}
