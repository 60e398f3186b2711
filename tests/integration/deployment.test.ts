/**
 * What the Docker deployment promises, checked from its files (no Docker daemon runs here):
 * - the image's Node is pinned and its install fails on lockfile drift instead of re-resolving;
 * - the image can run every maintenance command: they are built into build/scripts and import only
 *   production dependencies (the image prunes the rest);
 * - every service restarts, warranty proofs live on a volume every replica mounts, nginx waits for healthy
 *   apps, re-resolves their addresses and accepts the largest body the app accepts (checked by a running
 *   nginx when one is installed), and one scheduler rebuilds the search indexes each night;
 * - the production stack does not create the demo trade account unless asked.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { builtinModules } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROOF_MAX_BYTES } from '~/domain/warranty'
import { parseEnv, seedsDemoTradeAccount } from '~/utils/env.server'
import { FORM_BODY_LIMIT } from '~/utils/request-body.server'
import { COMMON_OPTIONS, MAINTENANCE_COMMANDS } from '../../scripts/build-server.mjs'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url)
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8')
const dockerfile = read('Dockerfile')
const compose = read('docker-compose.yml')
const nginxConf = read('docker/nginx.conf')
const packageJson = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>
  dependencies: Record<string, string>
}

/** The largest request body the app reads: a warranty proof and the form's other fields. */
const LARGEST_BODY = PROOF_MAX_BYTES + 2 * FORM_BODY_LIMIT

/** A service's block of docker-compose.yml (its lines indented under `  name:`). */
function service(name: string): string {
  const block = new RegExp(`^ {2}${name}:\\n((?: {4}.*\\n|\\n)+)`, 'm').exec(compose)?.[1]
  if (!block) throw new Error(`docker-compose.yml has no service ${name}`)
  return block
}

function serviceNames(): string[] {
  const services = /^services:\n((?: {2}.*\n|\n)+)/m.exec(compose)?.[1] ?? ''
  return [...services.matchAll(/^ {2}([\w-]+):\s*$/gm)].map((match) => match[1]!)
}

/** nginx's size syntax (6m, 512k, 1048576) in bytes. */
function nginxSize(value: string): number {
  const found = /^(\d+)([kKmMgG]?)$/.exec(value)
  if (!found) throw new Error(`not an nginx size: ${value}`)
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[found[2]!.toLowerCase() as '' | 'k' | 'm' | 'g']
  return Number(found[1]) * unit
}

describe('Dockerfile', () => {
  const args = Object.fromEntries([...dockerfile.matchAll(/^ARG (\w+)=(\S+)/gm)].map((m) => [m[1]!, m[2]!]))
  const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) =>
    m[1]!.replace(/^\$\{(\w+)\}$/, (_all, name: string) => args[name] ?? ''),
  )

  it('builds on a Node image pinned to a release, in every stage', () => {
    const external = bases.filter((base) => !/^(deps|build)$/.test(base))
    expect(external.length).toBeGreaterThanOrEqual(2)
    for (const base of external) expect(base, `${base} is not pinned`).toMatch(/^node:\d+\.\d+\.\d+-[\w-]+(@sha256:[0-9a-f]{64})?$/)
  })

  it('installs with npm ci alone, so lockfile drift fails the build', () => {
    const install = /^RUN (.*npm ci.*)$/m.exec(dockerfile)?.[1]
    expect(install).toBeDefined()
    expect(install).not.toMatch(/\|\||npm install/)
  })

  it('carries build/, where the server and every maintenance command are built, and checks its health', () => {
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/build \.\/build$/m)
    expect(dockerfile).toMatch(/^CMD \["node", "build\/server\.js"\]$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/healthz/m)
  })

  it("leaves the deployer's .env (where Compose finds SESSION_SECRET) out of the build context", () => {
    expect(read('.dockerignore').split('\n')).toContain('.env')
  })
})

describe('maintenance commands in the image', () => {
  it('builds every command that package.json runs from scripts/ for operators', () => {
    for (const name of ['migrate', 'seed', 'reindex', 'reviews', 'backup', 'scheduler']) {
      expect(packageJson.scripts[name]).toBe(`tsx scripts/${name}.ts`)
      expect(MAINTENANCE_COMMANDS).toContain(name)
    }
  })

  it('imports only production dependencies once built (the image prunes the others)', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-build-'))
    try {
      const result = await build({
        ...(COMMON_OPTIONS as Parameters<typeof build>[0]),
        absWorkingDir: new URL('.', root).pathname,
        entryPoints: [...MAINTENANCE_COMMANDS.map((name) => `scripts/${name}.ts`), 'server.ts'],
        outdir,
        metafile: true,
        logLevel: 'silent',
      })
      const packages = new Set<string>()
      for (const output of Object.values(result.metafile.outputs)) {
        for (const imported of output.imports) {
          if (!imported.external || imported.path.startsWith('node:') || builtinModules.includes(imported.path)) continue
          const parts = imported.path.split('/')
          packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!)
        }
      }
      expect(packages.size).toBeGreaterThan(5)
      const missing = [...packages].filter((name) => !(name in packageJson.dependencies))
      expect(missing, 'imported by build/ but not a production dependency').toEqual([])
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('docker-compose.yml', () => {
  it('restarts every service', () => {
    const names = serviceNames()
    expect(names).toEqual(expect.arrayContaining(['postgres', 'elasticsearch', 'app', 'scheduler', 'proxy']))
    for (const name of names) expect(service(name), `${name} has no restart policy`).toMatch(/^ {4}restart: (unless-stopped|always)$/m)
  })

  it('keeps warranty proofs on one named volume that every app replica mounts', () => {
    const app = service('app')
    expect(app).toMatch(/^ {4}deploy:\n {6}replicas: [2-9]/m)
    const uploads = /^ {6}WARRANTY_UPLOADS_DIR: (\S+)/m.exec(app)?.[1] ?? '/data/warranty-uploads'
    const mount = new RegExp(`^ {6}- (\\w+):${uploads.replace(/[/-]/g, '\\$&')}$`, 'm').exec(app)
    expect(mount, `no volume at ${uploads}`).not.toBeNull()
    expect(compose).toMatch(new RegExp(`^volumes:\\n(?: {2}.*\\n)*? {2}${mount![1]}:`, 'm'))
    // The image makes the folder, owned by the user the app runs as, so that the volume takes its ownership.
    expect(dockerfile).toMatch(/mkdir -p \/data\/warranty-uploads && chown -R node:node \/data/)
  })

  it('starts nginx once the apps are healthy, and the apps once their databases are', () => {
    expect(service('proxy')).toMatch(/depends_on:\n {6}app: \{ condition: service_healthy \}/)
    expect(service('app')).toMatch(/^ {4}healthcheck:\n {6}test: .*\/healthz/m)
    expect(service('app')).toMatch(/postgres: \{ condition: service_healthy \}/)
  })

  it('runs one scheduler for the nightly reindex, with the settings it reads', () => {
    const scheduler = service('scheduler')
    expect(scheduler).toMatch(/command: \['node', 'build\/scripts\/scheduler\.js'\]/)
    expect(scheduler).not.toMatch(/replicas:/)
    expect(scheduler).toMatch(/ELASTICSEARCH_URL: http:\/\/elasticsearch:9200/)
    expect(scheduler).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET/)
    expect(scheduler).toMatch(/REINDEX_AT: \$\{REINDEX_AT:-00:05\}/)
    expect(parseEnv({}).REINDEX_AT).toBe('00:05')
    expect(() => parseEnv({ REINDEX_AT: '24:00' })).toThrow(/REINDEX_AT/)
  })

  it('does not create the demo trade account in production unless asked', () => {
    const value = /^ {6}SEED_DEMO_ACCOUNT: \$\{SEED_DEMO_ACCOUNT:-(\w+)\}/m.exec(service('app'))?.[1]
    expect(value).toBe('false')
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.co.za' }
    expect(seedsDemoTradeAccount(parseEnv({ ...production, SEED_DEMO_ACCOUNT: value }))).toBe(false)
    expect(seedsDemoTradeAccount(parseEnv(production))).toBe(false)
    expect(seedsDemoTradeAccount(parseEnv({ ...production, SEED_DEMO_ACCOUNT: 'true' }))).toBe(true)
    expect(seedsDemoTradeAccount(parseEnv({ ...production, KAROO_DEMO: '1' }))).toBe(true)
    expect(seedsDemoTradeAccount(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
  })
})

describe('docker/nginx.conf', () => {
  it('accepts the largest body the app accepts', () => {
    const size = /^\s*client_max_body_size (\S+);/m.exec(nginxConf)?.[1]
    expect(size, 'client_max_body_size is not set: nginx would answer 413 above 1 MB').toBeDefined()
    expect(nginxSize(size!)).toBeGreaterThanOrEqual(LARGEST_BODY)
    expect(nginxSize('6m')).toBe(6 * 1024 * 1024)
  })

  it("looks the replicas' addresses up again while it runs", () => {
    expect(nginxConf).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m)
    // proxy_pass with a variable is resolved per request; with a bare name, once at start.
    expect(nginxConf).toMatch(/^\s*set \$(\w+) http:\/\/app:3000;\n\s*proxy_pass \$\1;/m)
    expect(nginxConf).not.toMatch(/^\s*upstream /m)
  })
})

/** The nginx binary, if one is installed (apt-get install nginx-light). */
function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
}

const nginx = findNginx()

const nginxSuite = nginx
  ? `docker/nginx.conf in a running nginx (${nginx})`
  : 'docker/nginx.conf in a running nginx: not run, nginx is not installed (apt-get install nginx-light)'

describe.skipIf(!nginx)(nginxSuite, () => {
  let dir = ''
  let upstream: http.Server
  let proxy: ReturnType<typeof spawn> | undefined
  let socket = ''

  /** The compose file's config, inside the http block nginx's image gives it, around a stand-in for the app. */
  function mainConfig(port: number): string {
    const site = nginxConf.replace(/listen 80;/, `listen unix:${socket};`).replace(/http:\/\/app:3000/, `http://127.0.0.1:${port}`)
    fs.writeFileSync(path.join(dir, 'site.conf'), site)
    return [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events { worker_connections 64; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n')
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-nginx-'))
    // Started as root, nginx's workers run as an unprivileged user, who must reach the body buffers in here.
    fs.chmodSync(dir, 0o755)
    socket = path.join(dir, 'nginx.sock')
    // Stands in for the app: reads the whole body and says how long it was.
    upstream = http.createServer((req, res) => {
      let bytes = 0
      req.on('data', (chunk: Buffer) => (bytes += chunk.length))
      // A GET is answered with the Host it arrived with; a POST with its body's length.
      req.on('end', () => res.end(req.method === 'GET' ? String(req.headers.host) : String(bytes)))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const { port } = upstream.address() as { port: number }
    fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(port))
  })

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy!.once('exit', resolve))
      proxy.kill('SIGQUIT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    }
    await new Promise<void>((resolve) => upstream.close(() => resolve()))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('passes nginx -t', async () => {
    const { stderr } = await run(nginx!, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir])
    expect(stderr).toMatch(/syntax is ok/)
    expect(stderr).toMatch(/test is successful/)
  })

  it('passes a warranty-sized body to the app and refuses a larger one itself', async () => {
    proxy = spawn(nginx!, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
    for (let i = 0; i < 50 && !fs.existsSync(socket); i++) await new Promise((resolve) => setTimeout(resolve, 100))
    const post = (bytes: number) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ socketPath: socket, path: '/warranty', method: 'POST', headers: { 'content-length': bytes } }, (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode!, body }))
        })
        req.on('error', reject)
        req.end(Buffer.alloc(bytes, 0x61))
      })
    expect(await post(LARGEST_BODY)).toEqual({ status: 200, body: String(LARGEST_BODY) })
    expect((await post(8 * 1024 * 1024)).status).toBe(413)
  })

  it('passes the Host the browser sent, port included, so that a form posted to localhost:8080 matches its Origin', async () => {
    const host = await new Promise<string>((resolve, reject) => {
      const req = http.request({ socketPath: socket, path: '/', method: 'GET', headers: { host: 'localhost:8080' } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve(body))
      })
      req.on('error', reject)
      req.end()
    })
    expect(host).toBe('localhost:8080')
  })
})
