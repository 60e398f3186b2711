import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { EMAIL_INVALID, FIELD_REQUIRED, NAME_TOO_SHORT, PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '~/domain/validation'
import { authActionSchema, authMode, changePasswordSchema, resetPasswordSchema } from './account'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/** The messages per field of a refused submission (none for an accepted one). */
function errors(submission: { status?: string; reply(): { error?: Record<string, string[] | null> | null } }) {
  return submission.status === 'success' ? {} : (submission.reply().error ?? {})
}

const register = {
  intent: 'register',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  password: 'long enough',
  confirmPassword: 'long enough',
}

describe('auth screen schema', () => {
  const schema = authActionSchema('en-US')

  it('accepts a login and reads the remember-me box', () => {
    const result = parseWithZod(form({ intent: 'login', email: 'a@example.com', password: 'x', remember: 'on' }), { schema })
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value).toMatchObject({ intent: 'login', remember: true })
  })

  it('asks for every login field', () => {
    const result = parseWithZod(form({ intent: 'login' }), { schema })
    expect(errors(result)).toMatchObject({ email: [FIELD_REQUIRED], password: [FIELD_REQUIRED] })
  })

  it('registers with a valid address, a long enough password and the same confirmation', () => {
    expect(parseWithZod(form(register), { schema }).status).toBe('success')
    const short = parseWithZod(form({ ...register, password: 'short', confirmPassword: 'short' }), { schema })
    expect(errors(short)?.password).toEqual([PASSWORD_TOO_SHORT])
    const differ = parseWithZod(form({ ...register, confirmPassword: 'long enougH' }), { schema })
    expect(errors(differ)?.confirmPassword).toEqual([PASSWORDS_DIFFER])
    const email = parseWithZod(form({ ...register, email: 'not-an-address' }), { schema })
    expect(errors(email)?.email).toEqual([EMAIL_INVALID])
  })

  it('applies the name rule of the locale', () => {
    expect(parseWithZod(form({ ...register, firstName: 'Al' }), { schema }).status).toBe('success')
    const de = parseWithZod(form({ ...register, firstName: 'Al' }), { schema: authActionSchema('de-DE') })
    expect(errors(de)?.firstName).toEqual([NAME_TOO_SHORT])
  })

  it('asks only for the address to send a reset link', () => {
    expect(parseWithZod(form({ intent: 'forgot', email: 'a@example.com' }), { schema }).status).toBe('success')
  })

  it('falls back to the login mode for anything unknown', () => {
    expect(authMode('register')).toBe('register')
    expect(authMode('admin')).toBe('login')
    expect(authMode(null)).toBe('login')
  })
})

describe('new password forms', () => {
  it('reset: minimum length and identical confirmation', () => {
    expect(
      parseWithZod(form({ link: 't', password: 'long enough', confirmPassword: 'long enough' }), { schema: resetPasswordSchema }).status,
    ).toBe('success')
    const differ = parseWithZod(form({ link: 't', password: 'long enough', confirmPassword: 'other one!' }), {
      schema: resetPasswordSchema,
    })
    expect(errors(differ)?.confirmPassword).toEqual([PASSWORDS_DIFFER])
  })

  it('change: the current password is required', () => {
    const result = parseWithZod(form({ intent: 'change-password', password: 'long enough', confirmPassword: 'long enough' }), {
      schema: changePasswordSchema,
    })
    expect(errors(result)?.currentPassword).toEqual([FIELD_REQUIRED])
  })
})
