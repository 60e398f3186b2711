import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS, longText, password, text } from './text'

/** The messages of a refused value (none for an accepted one). */
function messages(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []
}

describe('text building blocks', () => {
  it('a line refuses any control character, tabs and line breaks included, and says only that', () => {
    const name = text({ error: 'required' }).min(1, { error: 'required', abort: true }).max(5, { error: 'too long' })
    for (const value of ['Th\u0000andi', 'Th\u0007andi', 'Th\tandi', 'Th\nandi', '\u0000'.repeat(9)]) {
      expect(messages(name, value), JSON.stringify(value)).toEqual([CONTROL_CHARACTERS])
    }
    expect(name.parse(' \tLee\r\n')).toBe('Lee')
    expect(messages(name, undefined)).toEqual(['required'])
  })

  it('a long text keeps its tabs and line breaks, and refuses the other control characters', () => {
    const message = longText()
    expect(message.parse('Hello,\r\n\tthe kettle leaks.\n')).toBe('Hello,\r\n\tthe kettle leaks.')
    expect(messages(message, 'Hello\u0000')).toEqual([CONTROL_CHARACTERS])
    expect(messages(message, 'Hello\u001b[31m')).toEqual([CONTROL_CHARACTERS])
  })

  it('a password is taken as typed, on one line', () => {
    expect(password().parse(' spaces count ')).toBe(' spaces count ')
    expect(messages(password(), 'pass\u0000word')).toEqual([CONTROL_CHARACTERS])
    expect(messages(password(), 'pass\tword')).toEqual([CONTROL_CHARACTERS])
  })
})
