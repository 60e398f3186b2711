import { describe, expect, it } from 'vitest'
import { earliestPurchaseDate, purchaseDateProblem, REGISTRATION_NUMBER, registrationNumber, sniffProofKind, todayIn } from './warranty'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('sniffProofKind', () => {
  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffProofKind(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf')
    expect(sniffProofKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('jpeg')
    expect(sniffProofKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('png')
  })

  it('allows a little junk before %PDF-, as PDF readers do', () => {
    expect(sniffProofKind(text('\r\n  %PDF-1.4'))).toBe('pdf')
  })

  it('refuses an executable, a script, HTML, an empty file and a cut-off signature, whatever they are called', () => {
    expect(sniffProofKind(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03))).toBeNull() // Windows "MZ"
    expect(sniffProofKind(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01))).toBeNull() // ELF
    expect(sniffProofKind(text('#!/bin/sh\nrm -rf /'))).toBeNull()
    expect(sniffProofKind(text('<html><script>alert(1)</script>'))).toBeNull()
    expect(sniffProofKind(new Uint8Array(0))).toBeNull()
    expect(sniffProofKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull()
    expect(sniffProofKind(text('%PDF'))).toBeNull()
  })

  it('does not look for %PDF- past the first kilobyte', () => {
    const late = new Uint8Array(2048)
    late.set(text('%PDF-1.7'), 1500)
    expect(sniffProofKind(late)).toBeNull()
  })
})

describe('purchaseDateProblem', () => {
  const today = '2026-11-25'
  it('accepts today and a date within ten years', () => {
    expect(purchaseDateProblem('2026-11-25', today)).toBeNull()
    expect(purchaseDateProblem('2019-03-01', today)).toBeNull()
    expect(purchaseDateProblem('2016-11-25', today)).toBeNull()
  })
  it('refuses tomorrow, more than ten years ago, and days that do not exist', () => {
    expect(purchaseDateProblem('2026-11-26', today)).toBe('future')
    expect(purchaseDateProblem('2016-11-24', today)).toBe('too-old')
    expect(purchaseDateProblem('2026-02-30', today)).toBe('invalid')
    expect(purchaseDateProblem('25/11/2026', today)).toBe('invalid')
    expect(purchaseDateProblem('', today)).toBe('invalid')
  })
  it('keeps ten years back on a real day after 29 February', () => {
    expect(earliestPurchaseDate('2028-02-29')).toBe('2018-02-28')
  })
})

describe('todayIn', () => {
  it("is the store view's date, not the server's: 23:30 UTC is already tomorrow in Johannesburg", () => {
    const now = new Date('2026-11-25T23:30:00Z')
    expect(todayIn('UTC', now)).toBe('2026-11-25')
    expect(todayIn('Africa/Johannesburg', now)).toBe('2026-11-26')
  })
})

describe('registrationNumber', () => {
  it('is WR-, the date and six characters that read unambiguously', () => {
    const number = registrationNumber('2026-11-25', bytes(0, 1, 2, 27, 28, 29))
    expect(number).toBe('WR-20261125-234XYZ')
    expect(number).toMatch(REGISTRATION_NUMBER)
  })
  it('never uses 0, 1, I, L, O or U, whatever the random bytes', () => {
    for (let b = 0; b < 256; b += 6) {
      const number = registrationNumber(
        '2026-01-02',
        bytes(b, b + 1, b + 2, b + 3, b + 4, b + 5).map((v) => v % 256),
      )
      expect(number).toMatch(REGISTRATION_NUMBER)
      expect(number.slice(12)).not.toMatch(/[01ILOU]/)
    }
  })
})
