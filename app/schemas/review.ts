/**
 * The product page's review form. It stands on a page with a JavaScript budget, so the schema is
 * parsed on the server only (app/providers/engagement/review-answers.server.ts, decision 0016); the form shows the reply's
 * messages beside the fields. A guest gives an e-mail address; a signed-in customer is not asked.
 */
import * as z from './zod'
import { FIELD_REQUIRED } from '~/domain/messages'
import { REVIEW_LIMITS } from '~/domain/ratings'
import { FIELD_TOO_LONG, emailField, nameField } from './checkout'
import { longText, text } from './text'

export const RATING_REQUIRED = 'review.ratingRequired'

export function reviewSchema(options: { locale: string; guest: boolean }) {
  return z.object({
    intent: z.literal('review'),
    name: nameField(options.locale),
    // Only a guest's address is read: a customer's comes from the account, whatever is posted.
    email: options.guest
      ? emailField()
      : z
          .unknown()
          .optional()
          .transform(() => undefined),
    // Radio buttons send one of five values or nothing; anything else is a forged post, refused the same way.
    rating: text({ error: RATING_REQUIRED })
      .regex(/^[1-5]$/, { error: RATING_REQUIRED })
      .transform(Number),
    title: text().max(REVIEW_LIMITS.title, { error: FIELD_TOO_LONG }).optional(),
    text: longText({ error: FIELD_REQUIRED })
      .min(1, { error: FIELD_REQUIRED, abort: true })
      .max(REVIEW_LIMITS.text, { error: FIELD_TOO_LONG }),
  })
}
