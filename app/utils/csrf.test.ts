import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest } from './csrf'

const allowedOrigins = ['http://127.0.0.1:3000', 'https://shop.example.co.za']
const check = (method: string, origin: string | null, secFetchSite: string | null = null) =>
  isCrossSiteRequest({ method, origin, secFetchSite, allowedOrigins })

describe('isCrossSiteRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(check('GET', 'https://evil.example')).toBe(false)
  })
  it('accepts a POST from the shop itself', () => {
    expect(check('POST', 'https://shop.example.co.za')).toBe(false)
    expect(check('POST', 'http://127.0.0.1:3000', 'same-origin')).toBe(false)
  })
  it('refuses a POST from another site', () => {
    expect(check('POST', 'https://evil.example')).toBe(true)
    expect(check('POST', 'https://shop.example.co.za.evil.example')).toBe(true)
  })
  it('refuses an opaque origin (sandboxed frames, data: pages)', () => {
    expect(check('POST', 'null')).toBe(true)
  })
  it('uses Sec-Fetch-Site when Origin is missing', () => {
    expect(check('POST', null, 'cross-site')).toBe(true)
    expect(check('POST', null, 'same-origin')).toBe(false)
  })
  it('lets server-to-server posts without browser headers through (SameSite cookies protect shoppers)', () => {
    expect(check('POST', null, null)).toBe(false)
  })
})
