// Compile server.ts (and the app modules it imports) to build/server.js, and each maintenance command to
// build/scripts/<name>.js, leaving npm packages external: production runs plain node, without a TypeScript
// loader in memory, and the image (which carries build/ but no sources) can run every command the README names.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The maintenance commands an operator runs in production: `node build/scripts/<name>.js`. */
export const MAINTENANCE_COMMANDS = ['migrate', 'seed', 'reindex', 'reviews', 'backup', 'scheduler']

/** esbuild's options shared by the server and the commands. */
export const COMMON_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  plugins: [
    {
      name: 'packages-external',
      setup(b) {
        // Bare imports are packages, except the app's own "~/" alias.
        b.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }))
      },
    },
  ],
}

export async function buildServer() {
  await build({ ...COMMON_OPTIONS, entryPoints: ['server.ts'], outfile: 'build/server.js' })
  await build({
    ...COMMON_OPTIONS,
    entryPoints: MAINTENANCE_COMMANDS.map((name) => `scripts/${name}.ts`),
    outdir: 'build/scripts',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
