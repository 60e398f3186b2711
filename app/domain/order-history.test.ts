import { describe, expect, it } from 'vitest'
import {
  DOWNLOAD_LINK_HOURS,
  MAX_DOWNLOADS_PER_LINE,
  downloadLinkExpiry,
  downloadVerdict,
  downloadsLeft,
  mayDownload,
} from './order-history'

const now = new Date('2026-03-01T10:00:00Z')

describe('downloads', () => {
  it('are offered for paid and free orders only', () => {
    expect(mayDownload({ status: 'processing', paymentStatus: 'paid' })).toBe(true)
    expect(mayDownload({ status: 'processing', paymentStatus: 'not_required' })).toBe(true)
    expect(mayDownload({ status: 'pending', paymentStatus: 'pending' })).toBe(false)
    expect(mayDownload({ status: 'pending', paymentStatus: 'pending' })).toBe(false)
    expect(mayDownload({ status: 'pending', paymentStatus: 'declined' })).toBe(false)
    expect(mayDownload({ status: 'canceled', paymentStatus: 'paid' })).toBe(false)
  })

  it('expire a fixed time after the link was made', () => {
    const expires = downloadLinkExpiry(now)
    expect(expires - now.getTime() / 1000).toBe(DOWNLOAD_LINK_HOURS * 3600)
    expect(downloadVerdict(expires, 0, now)).toBe('ok')
    expect(downloadVerdict(expires, 0, new Date(expires * 1000 - 1))).toBe('ok')
    expect(downloadVerdict(expires, 0, new Date(expires * 1000))).toBe('expired')
    expect(downloadVerdict(Number.NaN, 0, now)).toBe('expired')
  })

  it('are counted per line up to the maximum', () => {
    const expires = downloadLinkExpiry(now)
    expect(downloadVerdict(expires, MAX_DOWNLOADS_PER_LINE - 1, now)).toBe('ok')
    expect(downloadVerdict(expires, MAX_DOWNLOADS_PER_LINE, now)).toBe('used_up')
    expect(downloadsLeft(0)).toBe(MAX_DOWNLOADS_PER_LINE)
    expect(downloadsLeft(MAX_DOWNLOADS_PER_LINE + 3)).toBe(0)
  })
})
