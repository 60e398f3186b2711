import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RATING_MAX, REVIEW_HONEYPOT, REVIEW_LIMITS, REVIEW_THANKS_ID, type RatingSummary } from '~/domain/ratings'
import type { ProductReviews } from '~/providers/engagement/index.server'
import type { CartFormReply } from '~/schemas/cart'
import { useRootData } from '~/root'
import { useStoreView } from '~/utils/use-store'
import { ToastMessage } from '../layout/toast'
import { FieldErrors, replyFields } from '../ui/field-errors'

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/** A rating written like the store view's prices (4.5 in rand, 4,5 in euro). */
function useRatingText() {
  const { decimalSeparator } = useStoreView()
  return (rating: number) => String(rating).replace('.', decimalSeparator)
}

/** Stars for a rating, read out as "4.5 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation()
  const ratingText = useRatingText()
  const full = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={t('review.outOf', { rating: ratingText(rating), max: RATING_MAX })}>
      {'★'.repeat(full) + '☆'.repeat(RATING_MAX - full)}
    </span>
  )
}

/** The average rating and count beside the price, linking to the reviews; nothing before the first one. */
export function ReviewSummary({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation()
  const ratingText = useRatingText()
  if (!summary.average) return null
  return (
    <p className="review-summary">
      <Stars rating={summary.average} /> <span aria-hidden="true">{ratingText(summary.average)}</span>{' '}
      <a href="#reviews">{t('review.count', { count: summary.count })}</a>
    </p>
  )
}

/**
 * The product's published reviews, newest first and paged, and the form to write one. Names, titles and texts
 * are whatever shoppers typed: React renders them as text, never as markup.
 */
export function ProductReviewsSection({ reviews, reviewer }: { reviews: ProductReviews; reviewer: { name: string } | null }) {
  const { t } = useTranslation()
  const location = useLocation()
  // The review form's thank-you, shown beside the form (it came with the page as the shell's toast).
  const thanks = useRootData()?.toast
  const pageLink = (page: number) => {
    const search = new URLSearchParams(location.search)
    search.set('reviewPage', String(page))
    return `?${search}#reviews`
  }
  return (
    <section id="reviews" className="product-reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('review.heading')}</h2>
      {reviews.summary.count ? <ReviewSummary summary={reviews.summary} /> : <p>{t('review.none')}</p>}
      <ol className="review-list">
        {reviews.reviews.map((review) => (
          <li key={review.id}>
            <article aria-label={review.title ?? t('review.by', { name: review.name })}>
              <p>
                <Stars rating={review.rating} /> {review.title ? <strong>{review.title}</strong> : null}
              </p>
              <p className="product-meta">
                {`${t('review.by', { name: review.name })} · `}
                <time dateTime={review.createdAt}>{review.day}</time>
                {review.verified ? (
                  <>
                    {' '}
                    · <span className="verified-buyer">{t('review.verified')}</span>
                  </>
                ) : null}
              </p>
              <p className="review-text">{review.text}</p>
            </article>
          </li>
        ))}
      </ol>
      {reviews.pages > 1 ? (
        <nav className="review-pages" aria-label={t('review.pages')}>
          {reviews.page > 1 ? <Link to={pageLink(reviews.page - 1)}>{t('review.newer')}</Link> : null}{' '}
          {reviews.page < reviews.pages ? <Link to={pageLink(reviews.page + 1)}>{t('review.older')}</Link> : null}
        </nav>
      ) : null}
      {thanks?.place === 'review' ? <ToastMessage toast={thanks} id={REVIEW_THANKS_ID} /> : null}
      <ReviewForm reviewer={reviewer} />
    </section>
  )
}

/**
 * A plain POST to the product page's action (intent "review"), which answers with a redirect back here and a
 * thank-you, or with the messages beside the fields. The schema stays on the server: the product page keeps
 * within its JavaScript budget (decision 0016). A signed-in customer is not asked for an e-mail address.
 */
function ReviewForm({ reviewer }: { reviewer: { name: string } | null }) {
  const { t } = useTranslation()
  const actionData = useActionData<CartFormReply>()
  const reply = actionData?.form === 'review' ? actionData : undefined
  const fields = replyFields('review', reply?.result, ['name', 'email', 'rating', 'title', 'text'])
  const formErrors = reply?.result.error?.[''] ?? undefined
  const sending = useNavigation().formData?.get('intent') === 'review'
  // Every answer is a new location: after a thank-you the form starts empty again, after a refusal it
  // is filled from the reply (what was sent), with or without JavaScript.
  const { key } = useLocation()
  // The numbers the messages need come with the reply: the rules stay on the server (decision 0016).
  const params = () => reply?.params ?? {}
  const sentRating = fields.rating.initialValue
  return (
    <Form method="post" key={key} className="review-form" aria-labelledby="review-form-heading" preventScrollReset>
      <h3 id="review-form-heading">{t('review.write')}</h3>
      <input type="hidden" name="intent" value="review" />
      <FieldErrors id="review-form-error" errors={formErrors} />
      <div className="field">
        <label htmlFor={fields.name.id}>{t('review.name')}</label>
        <input
          id={fields.name.id}
          name="name"
          defaultValue={fields.name.initialValue ?? reviewer?.name}
          maxLength={REVIEW_LIMITS.name}
          autoComplete="nickname"
          required
          {...fields.name.aria}
        />
        <FieldErrors id={fields.name.errorId} errors={fields.name.errors} params={params} />
      </div>
      {reviewer ? null : (
        <div className="field">
          <label htmlFor={fields.email.id}>{t('review.email')}</label>
          <input
            id={fields.email.id}
            name="email"
            type="email"
            defaultValue={fields.email.initialValue}
            autoComplete="email"
            required
            {...fields.email.aria}
          />
          <FieldErrors id={fields.email.errorId} errors={fields.email.errors} />
        </div>
      )}
      <fieldset className="field rating-field" {...fields.rating.aria}>
        <legend>{t('review.rating')}</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} defaultChecked={sentRating === String(stars)} required />
            {` ${t('review.stars', { count: stars })}`}
          </label>
        ))}
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <div className="field">
        <label htmlFor={fields.title.id}>{t('review.title')}</label>
        <input
          id={fields.title.id}
          name="title"
          defaultValue={fields.title.initialValue}
          maxLength={REVIEW_LIMITS.title}
          {...fields.title.aria}
        />
        <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div className="field">
        <label htmlFor={fields.text.id}>{t('review.text')}</label>
        <textarea
          id={fields.text.id}
          name="text"
          rows={5}
          defaultValue={fields.text.initialValue}
          maxLength={REVIEW_LIMITS.text}
          required
          {...fields.text.aria}
        />
        <FieldErrors id={fields.text.errorId} errors={fields.text.errors} />
      </div>
      {/* Hidden from people and screen readers; a bot that fills every field fills this one too. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="review-website">{t('review.honeypot')}</label>
        <input id="review-website" name={REVIEW_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={sending}>
        {sending ? t('review.sending') : t('review.send')}
      </button>
    </Form>
  )
}
