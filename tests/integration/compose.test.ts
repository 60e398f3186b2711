/**
 * The scale-out deployment (docker-compose.yml) must start with search: the Elasticsearch client sends
 * `compatible-with=<its major>` headers, which a server of another major refuses. And an image without a
 * version changes under the deployer's feet, so every image names one.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

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
    const client = JSON.parse(
      fs.readFileSync(new URL('node_modules/@elastic/elasticsearch/package.json', root), 'utf8'),
    ) as { version: string }
    expect(major(elasticsearch![1])).toBe(major(client.version))
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
