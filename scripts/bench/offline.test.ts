import { describe, expect, it } from 'vitest'
import { firstVisitCost, workerScriptsOnCriticalPath } from './offline'

describe("the worker's first-visit cost", () => {
  it('counts the worker scripts, the notices and only the precached files the page did not load itself', () => {
    const cost = firstVisitCost({
      scripts: { '/pwa.js': 1000, '/service-worker.js': 6000 },
      notices: { '/offline?reason=page': 400, '/offline?reason=search': 300 },
      precache: { '/build/entry.client-A.js': 30_000, '/build/routes/search-B.js': 900, '/build/_assets/app-C.css': 4800, '/pwa.js': 1000 },
      pageFiles: new Set(['/build/entry.client-A.js']),
    })
    expect(cost).toMatchObject({ scripts: 7000, notices: 700, precache: 5700, total: 13_400 })
    // The page script is precached too, but it was counted once as a worker script.
    expect(cost.precachedFiles.map((file) => file.url)).toEqual(['/build/_assets/app-C.css', '/build/routes/search-B.js'])
  })
})

describe('the critical path', () => {
  it('finds a worker script the HTML loads itself, and none when an inline script adds it on load', () => {
    const onLoad = `<script>addEventListener('load',function(){var s=document.createElement('script');s.src='/pwa.js'})</script>`
    expect(
      workerScriptsOnCriticalPath(`<html><head><script type="module" src="/build/entry.js"></script></head><body>${onLoad}</body></html>`),
    ).toEqual([])
    expect(
      workerScriptsOnCriticalPath(
        '<html><head><script src="/pwa.js"></script><link rel="modulepreload" href="/service-worker.js"></head></html>',
      ),
    ).toEqual(['/pwa.js', '/service-worker.js'])
  })
})
