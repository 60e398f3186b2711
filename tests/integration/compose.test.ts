/**
 * The scale-out deployment (docker-compose.yml) must start with search: the Elasticsearch client sends
 * `compatible-with=<its major>` headers, which a server of another major refuses. And an image without a
 * version changes under the deployer's feet, so every image names one.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '~/utils/env.server'

const root = new URL('../../', import.meta.url)
const compose = fs.readFileSync(new URL('docker-compose.yml', root), 'utf8')

/** Every `image:` of the compose file as [name, tag]. */
function images(text: string): [string, string][] {
  return [...text.matchAll(/^\s*image:\s*['"]?([^\s'"#]+)['"]?/gm)].map((match) => {
    const reference = match[1]!
    const colon = reference.lastIndexOf(':')
    // A colon before the last slash belongs to a registry's port, not to a tag.
    return colon > reference.lastIndexOf('/') ? [reference.slice(0, colon), reference.slice(colon + 1)] : [reference, '']
  })
}

/**
 * The app service's environment as the container gets it: `${VAR:-default}` takes its default, and a
 * `${VAR:?message}` (a value compose requires from the deployer) the value given in `required`.
 */
function appEnvironment(text: string, required: Record<string, string>): Record<string, string> {
  const app = /^ {2}app:\n((?: {4}.*\n|\n)+)/m.exec(text)?.[1] ?? ''
  const block = /^ {4}environment:\n((?: {6}.*\n)+)/m.exec(app)?.[1] ?? ''
  const environment: Record<string, string> = {}
  for (const [, name, raw] of block.matchAll(/^ {6}([A-Z_]+):\s*(.*)$/gm)) {
    const value = raw!.replace(/^'(.*)'$/, '$1')
    environment[name!] = value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_all, variable: string, kind: string, rest: string) =>
      kind === '-' ? rest : (required[variable] ?? ''),
    )
  }
  return environment
}

function major(version: string): number {
  const found = /^v?(\d+)\./.exec(version)
  if (!found) throw new Error(`No major version in "${version}"`)
  return Number(found[1])
}

describe('docker-compose.yml', () => {
  it('pins every image to a version', () => {
    const all = images(compose)
    expect(all.length).toBeGreaterThanOrEqual(4)
    for (const [name, tag] of all) {
      expect(tag, `${name} has no version tag`).toMatch(/^v?\d+\.\d+(\.\d+)?(-[\w.]+)?$/)
    }
  })

  it('runs the Elasticsearch major that the installed client speaks', () => {
    const elasticsearch = images(compose).find(([name]) => name.endsWith('/elasticsearch'))
    expect(elasticsearch, 'no Elasticsearch service in docker-compose.yml').toBeDefined()
    const client = JSON.parse(fs.readFileSync(new URL('node_modules/@elastic/elasticsearch/package.json', root), 'utf8')) as {
      version: string
    }
    expect(major(elasticsearch![1])).toBe(major(client.version))
  })

  it('gives the app what production requires, and trusts nginx, its one way in, for the client address', () => {
    const environment = appEnvironment(compose, { SESSION_SECRET: 'a-secret-the-deployer-sets-0123' })
    expect(environment.NODE_ENV).toBe('production')
    const env = parseEnv(environment)
    expect(env.PUBLIC_URL).toBe('http://localhost:8080')
    expect(env.TRUST_PROXY).toBe(1)
    expect(compose).not.toMatch(/^ {2}app:\n(?: {4}.*\n)*? {4}ports:/m)
  })

  it('reads versions the way the checks above rely on', () => {
    expect(images('  image: docker.elastic.co/elasticsearch/elasticsearch:8.15.3\n  image: nginx:latest\n  image: postgres\n')).toEqual([
      ['docker.elastic.co/elasticsearch/elasticsearch', '8.15.3'],
      ['nginx', 'latest'],
      ['postgres', ''],
    ])
    expect(images('image: localhost:5000/karoo\n')).toEqual([['localhost:5000/karoo', '']])
    expect(major('v1.22.3')).toBe(1)
  })
})
