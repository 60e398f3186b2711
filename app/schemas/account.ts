/**
 * Account forms: the auth screen's three forms (login, register, forgot password), the reset
 * link's form and the change-password form. One schema each, used by conform in the browser and by
 * `parseWithZod` in the actions. Messages are locale keys: the fixed 'Field is required' and the rule
 * texts of domain/messages.ts.
 */
import { z } from './zod'
import { FIELD_REQUIRED, NAME_TOO_SHORT, PASSWORDS_DIFFER, PASSWORD_MIN, PASSWORD_TOO_SHORT, validateName } from '~/domain/validation'
import { FIELD_TOO_LONG, LIMITS, emailField } from './checkout'
import { password, text } from './text'

/** Long enough for any passphrase, short enough that hashing it costs nothing unusual (checkout's too). */
export const PASSWORD_MAX = LIMITS.password

export const AUTH_MODES = ['login', 'register', 'forgot'] as const
export type AuthMode = (typeof AUTH_MODES)[number]

export function authMode(value: unknown): AuthMode {
  return AUTH_MODES.includes(value as AuthMode) ? (value as AuthMode) : 'login'
}

function required(max: number) {
  return text({ error: FIELD_REQUIRED }).min(1, { error: FIELD_REQUIRED, abort: true }).max(max, { error: FIELD_TOO_LONG, abort: true })
}

/** An existing password: required, nothing else (its rules applied when it was chosen). Never trimmed. */
function passwordField() {
  return password({ error: FIELD_REQUIRED })
    .min(1, { error: FIELD_REQUIRED, abort: true })
    .max(PASSWORD_MAX, { error: FIELD_TOO_LONG, abort: true })
}

/** A password being chosen: at least PASSWORD_MIN (8) characters. */
function newPasswordField() {
  return passwordField().min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT })
}

function nameField(locale: string) {
  return required(LIMITS.name).refine((value) => validateName(value, locale) === null, NAME_TOO_SHORT)
}

/** Where to go after login; checked again with safeRedirectPath before use. */
const redirectTo = text().max(2048).optional()

export const loginSchema = z.object({
  intent: z.literal('login'),
  email: emailField(),
  password: passwordField(),
  remember: z.boolean().optional(),
  redirectTo,
})

export function registerSchema(locale: string) {
  return z
    .object({
      intent: z.literal('register'),
      firstName: nameField(locale),
      lastName: nameField(locale),
      email: emailField(),
      password: newPasswordField(),
      confirmPassword: passwordField(),
      redirectTo,
    })
    .refine((value) => value.password === value.confirmPassword, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] })
}

export const forgotSchema = z.object({
  intent: z.literal('forgot'),
  email: emailField(),
  redirectTo,
})

/** The auth screen's action: one of its three forms, told apart by `intent`. */
export function authActionSchema(locale: string) {
  return z.discriminatedUnion('intent', [loginSchema, registerSchema(locale), forgotSchema])
}

export type AuthInput = z.infer<ReturnType<typeof authActionSchema>>

/** The form behind the mailed link: a new password, twice. */
export const resetPasswordSchema = z
  .object({
    link: text().max(200).optional(),
    redirectUrl: text().max(2048).optional(),
    password: newPasswordField(),
    confirmPassword: passwordField(),
  })
  .refine((value) => value.password === value.confirmPassword, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] })

export const changePasswordSchema = z
  .object({
    intent: z.literal('change-password'),
    currentPassword: passwordField(),
    password: newPasswordField(),
    confirmPassword: passwordField(),
  })
  .refine((value) => value.password === value.confirmPassword, { error: PASSWORDS_DIFFER, path: ['confirmPassword'] })

/**
 * The profile: names and e-mail. A new e-mail needs the current password too (the address is where reset
 * links go); the action checks it only when the address changes.
 */
export function profileSchema(locale: string) {
  return z.object({
    intent: z.literal('profile'),
    firstName: nameField(locale),
    lastName: nameField(locale),
    email: emailField(),
    currentPassword: password().max(PASSWORD_MAX, { error: FIELD_TOO_LONG }).optional(),
  })
}

/** My account's action: the profile form or the change-password form. */
export function myAccountActionSchema(locale: string) {
  return z.discriminatedUnion('intent', [profileSchema(locale), changePasswordSchema])
}
