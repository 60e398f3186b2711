import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { CHOOSE_LANGUAGE, languageSchema } from './language'

function parse(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return parseWithZod(form, { schema: languageSchema })
}

describe('language switcher form', () => {
  it("takes one of the shop's locales, or none for the store language", () => {
    expect(parse({ locale: 'de-DE', redirectTo: '/c/kettles' })).toMatchObject({
      status: 'success',
      value: { locale: 'de-DE', redirectTo: '/c/kettles' },
    })
    expect(parse({ locale: '' })).toMatchObject({ status: 'success', value: {} })
  })

  it('refuses anything else beside the field', () => {
    const submission = parse({ locale: 'xx-XX' })
    expect(submission.status).toBe('error')
    expect(submission.reply().error).toEqual({ locale: [CHOOSE_LANGUAGE] })
  })
})
