/**
 * The newsletter form of the account: one button, subscribe or unsubscribe, told apart by
 * `intent`. The footer's sign-up has its own schema below.
 */
import { emailField } from './checkout'
import { text } from './text'
import * as z from './zod'

export const accountNewsletterSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('subscribe') }),
  z.object({ intent: z.literal('unsubscribe') }),
])

/**
 * The footer's and the popup's sign-up. Parsed on the server only: the form is on every page,
 * budgeted ones included (decision 0016), so the browser never loads this schema. `redirectTo` is where a
 * shopper without JavaScript goes back to; `safeRedirectPath` decides whether it is safe.
 */
export const newsletterSignupSchema = z.object({
  email: emailField(),
  redirectTo: text().optional(),
})

/** A confirmation or unsubscribe page's button: the token from the mailed link. */
export const newsletterTokenSchema = z.object({ token: text().max(200) })
