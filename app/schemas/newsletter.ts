/**
 * The newsletter form of the account (issue 10): one button, subscribe or unsubscribe, told apart by
 * `intent`. The footer's sign-up (issue 12) adds its own schema beside this one.
 */
import * as z from './zod'

export const accountNewsletterSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('subscribe') }),
  z.object({ intent: z.literal('unsubscribe') }),
])
