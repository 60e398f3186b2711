import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Test files under `dir` (relative to the repository), as paths relative to the repository. */
function testFiles(dir: string): string[] {
  return (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
}

/**
 * A test beside the code opens a database when it imports the test databases (tests/setup) or the
 * connection itself; every other test in app/ and scripts/ runs without one. The split is made from
 * the files' imports, so a new test lands in the right project without a list to keep.
 */
const opensDatabase = (file: string) =>
  /from '[^']*(tests\/setup\/|~\/db\/connection\.server)/.test(fs.readFileSync(path.join(root, file), 'utf8'))
const besideTheCode = [...testFiles('app'), ...testFiles('scripts')]

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  // JSX compiles to react/jsx-runtime, as in the build. The default in tests is the development runtime,
  // whose jsxDEV is missing when a test runs the shop as production does (NODE_ENV=production): a mail or
  // page drawn by a component would then fail in exactly the tests that check production. (Vitest's own
  // Vite compiles with Oxc, hence `oxc` and not `esbuild`.)
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core. Vitest's default leaves a core to its main process, which only collects
    // results: on a two-core machine that was a single worker, and every file ran in series. Each
    // integration test has databases of its own (a SQLite file in a temporary folder, a PostgreSQL
    // schema) and listens on ports the system picks, so files can run side by side. More workers than
    // cores gains nothing: the files are mostly busy on the CPU (rendering pages, hashing passwords,
    // PostgreSQL beside them), and their durations grow with the number run at once.
    maxWorkers: os.availableParallelism(),
    // Playwright specs live in tests/e2e and are run by Playwright, not Vitest.
    projects: [
      {
        extends: true,
        test: {
          // `npx vitest run --project unit`: the pure rules and helpers, in seconds.
          name: 'unit',
          include: besideTheCode.filter((file) => !opensDatabase(file)),
        },
      },
      {
        extends: true,
        test: {
          // Databases (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the app over HTTP, fuzzing.
          name: 'integration',
          include: [...besideTheCode.filter(opensDatabase), 'tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
        },
      },
    ],
  },
})
