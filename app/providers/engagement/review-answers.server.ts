/**
 * How the product page answers its review form. The schema is parsed here, on the server only, so
 * the product page keeps within its JavaScript budget (decision 0016); a refusal answers 400 with conform's
 * reply, which the form shows beside its fields with or without JavaScript. See docs/decisions/0023-reviews.md.
 */
import type { AppLoadContext } from '@remix-run/node'
import { REVIEW_HONEYPOT, REVIEW_THANKS_ID, REVIEWS_PER_IP, type ReviewStatus } from '~/domain/ratings'
import { NAME_TOO_SHORT, validationParams } from '~/domain/validation'
import { getCustomer } from '~/providers/customers/session.server'
import { writeReview } from './reviews.server'
import { ipKey } from '~/providers/throttle/counters.server'
import { reviewSchema } from '~/schemas/review'
import { refuseForm } from '~/providers/cart/answers.server'
import { resolveLocale } from '~/utils/i18n.server'
import { redirectWithToast } from '~/utils/session.server'
import { clientIp, throttleStep } from '~/utils/throttle.server'
import type { StoreView } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

export const REVIEW_ALREADY_WRITTEN = 'review.alreadyWritten'

const THANKS: Record<ReviewStatus, string> = {
  pending: 'review.thanksPending',
  published: 'review.thanksPublished',
  rejected: 'review.thanksPending',
}

/**
 * Store a review of `productId` written on the page at `back`, and answer: 303 back to the page with a
 * thank-you, 400 with the messages beside the fields, or the 429 page when this address posts too often.
 */
export async function answerReviewForm(
  request: Request,
  context: AppLoadContext,
  view: StoreView,
  productId: number,
  formData: FormData,
  back: string,
): Promise<Response> {
  // Every post counts, good or bad: the limit is on reviews written from one address, not on mistakes.
  await throttleStep([ipKey('review', clientIp(context), REVIEWS_PER_IP)], { counts: 'every-attempt' })

  // The thank-you is shown where the form was, and the page opens there (REVIEW_THANKS_ID).
  const thanks = (status: ReviewStatus) =>
    redirectWithToast(request, `${back}#${REVIEW_THANKS_ID}`, { type: 'success', message: THANKS[status], place: 'review' })
  // A bot that filled the hidden field is told what a person would be, and nothing is stored.
  if (formData.get(REVIEW_HONEYPOT)) return thanks('pending')

  const customer = await getCustomer(request)
  const locale = await resolveLocale(request)
  const submission = parseForm(formData, { schema: reviewSchema({ locale, guest: !customer }) })
  if (submission.status !== 'success') return refuseForm(submission, {}, validationParams(NAME_TOO_SHORT, locale))
  const { name, email, rating, title, text } = submission.value
  const written = await writeReview(view, {
    productId,
    customerId: customer?.id ?? null,
    email: customer?.email ?? email ?? '',
    name,
    rating,
    title,
    text,
    locale,
  })
  if (written.ok) return thanks(written.status)
  // A customer is told; a guest is thanked as if stored, so the form never tells who has reviewed what.
  if (customer) return refuseForm(submission, { formErrors: [REVIEW_ALREADY_WRITTEN] })
  return thanks('pending')
}
