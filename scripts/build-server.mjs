// Compile server.ts (and the app modules it imports) to build/server.js, leaving npm packages external:
// production runs plain node, without a TypeScript loader in memory.
import { build } from 'esbuild'

await build({
  entryPoints: ['server.ts'],
  outfile: 'build/server.js',
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
})
