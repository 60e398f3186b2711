/**
 * nginx for the two-instance check, on the repository's own docker/nginx.conf: the file is read and only
 * what Docker provides is substituted (the listening port, and the `app` replicas that Docker's DNS would
 * name become an upstream group of 127.0.0.1 ports). Everything else (body size, forwarded headers, the
 * variable proxy_pass) is the deployed file's, so the check runs the proxy as it is deployed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { get } from '../bench/http'

export const NGINX_CONF = 'docker/nginx.conf'
const APP_ADDRESS = 'http://app:3000'
const LISTEN = /^(\s*)listen 80;/m

/**
 * The site config of docker/nginx.conf for app instances on `appPorts` of 127.0.0.1, listening on
 * 127.0.0.1:`listenPort`. The variable proxy_pass names an upstream group, which nginx uses before it
 * would ask the resolver (so Docker's 127.0.0.11 is never asked). Throws when the file no longer has
 * the lines it substitutes, rather than run a proxy that is not the deployed one.
 */
export function deriveSiteConfig(conf: string, listenPort: number, appPorts: readonly number[]): string {
  if (!LISTEN.test(conf)) throw new Error(`${NGINX_CONF} no longer has "listen 80;"`)
  if (!conf.includes(APP_ADDRESS)) throw new Error(`${NGINX_CONF} no longer names http://app:3000`)
  if (appPorts.length === 0) throw new Error('no app instance to proxy to')
  const upstream = ['upstream karoo_replicas {', ...appPorts.map((port) => `  server 127.0.0.1:${port};`), '}', ''].join('\n')
  return upstream + conf.replace(LISTEN, `$1listen 127.0.0.1:${listenPort};`).replaceAll(APP_ADDRESS, 'http://karoo_replicas')
}

/** The main file around the site, as nginx's image includes it inside `http`, with every path in `dir`. */
export function mainConfig(dir: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    `  include ${dir}/site.conf;`,
    '}',
    '',
  ].join('\n')
}

export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file))
}

export interface RunningNginx {
  baseUrl: string
  stop(): Promise<void>
}

export async function startNginx(root: string, listenPort: number, appPorts: readonly number[]): Promise<RunningNginx> {
  const binary = findNginx()
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-soak-nginx-'))
  // Started as root, nginx's workers run as an unprivileged user, who must reach the body buffers in here.
  fs.chmodSync(dir, 0o755)
  fs.writeFileSync(
    path.join(dir, 'site.conf'),
    deriveSiteConfig(fs.readFileSync(path.join(root, NGINX_CONF), 'utf8'), listenPort, appPorts),
  )
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir))
  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
  const baseUrl = `http://127.0.0.1:${listenPort}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  for (let i = 0; i < 50; i++) {
    try {
      if ((await get(`${baseUrl}/healthz`, { timeoutMs: 1000 })).status === 200) return { baseUrl, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''
  await stop()
  throw new Error(`nginx did not answer on ${baseUrl}:\n${log}`)
}
