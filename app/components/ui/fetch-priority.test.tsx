import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstImage } from './fetch-priority'

describe('firstImage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks the browser to fetch the first image early, without a React warning', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(renderToStaticMarkup(<img src="/a.svg" alt="" {...firstImage(true)} />)).toContain('fetchpriority="high"')
    expect(warn).not.toHaveBeenCalled()
  })

  it('leaves the other images at the default priority', () => {
    expect(renderToStaticMarkup(<img src="/b.svg" alt="" {...firstImage(false)} />)).not.toContain('fetchpriority')
  })
})
