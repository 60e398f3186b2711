/**
 * How a cart form is answered, shared by the cart action and the product page's add-to-cart action:
 * a change redirects (303) with its notification; a refusal about a field answers 400 with the
 * form's submission, so the message stands beside that field with or without JavaScript; any
 * other refusal (the product is not sold, no stock) redirects with the message as a notification.
 */
import type { Submission } from '@conform-to/react'
import { json } from '@remix-run/node'
import { offersProceedToCheckout } from '~/domain/cart'
import * as M from '~/domain/messages'
import { minutesToWait, TOO_MANY_ATTEMPTS } from '~/domain/throttle'
import { cartCookieHeader, getCartId } from './cookie.server'
import { getCustomer } from '~/providers/customers/session.server'
import { addToCart, type CartChange, type CartField, type CartResult } from './cart.server'
import { addToCartSchema, cartActionSchema, cartMessageParams, type AddToCartInput, type CartFormReply } from '~/schemas/cart'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { getEnv } from '~/utils/env.server'
import { redirectWithToast, type Toast } from '~/utils/session.server'
import { retryAfterHeaders } from '~/utils/throttle.server'
import type { StoreView } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

// Routes parse cart forms here, on the server side only: a schema imported by a route module would be
// bundled for the browser with zod, even though only the action uses it (decision 0016).

/** Any cart form, told apart by its intent (the cart page's action). */
export function parseCartForm(formData: FormData) {
  return parseForm(formData, { schema: cartActionSchema })
}

/** The add-to-cart form (the product page's action). */
export function parseAddToCartForm(formData: FormData) {
  return parseForm(formData, { schema: addToCartSchema })
}

/** The form a submission came from: its intent, and for a cart line's forms (quantity, edit) the line. */
export function cartFormKey(intent: unknown, lineId?: unknown): string {
  const name = typeof intent === 'string' ? intent : ''
  return (name === 'update' || name === 'edit') && typeof lineId === 'string' ? `${name}:${lineId}` : name
}

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> }

/** A 400 with the submission's messages (never stored by a cache: it is this shopper's answer). */
export function refuseForm(
  submission: Submission<unknown>,
  options: ReplyOptions = {},
  params?: Record<string, number>,
  init: { status: number; headers?: HeadersInit } = { status: 400 },
) {
  const payload = submission.payload
  const result = submission.reply(options)
  // The browser has no schema (decision 0016): the numbers its messages need travel with them.
  const messages = Object.values(result.error ?? {}).flatMap((errors) => errors ?? [])
  const allParams = Object.assign({}, ...messages.map(cartMessageParams), params) as Record<string, number>
  const body: CartFormReply = {
    form: cartFormKey(payload.intent, payload.lineId),
    result,
    ...(Object.keys(allParams).length ? { params: allParams } : {}),
  }
  return json(body, { status: init.status, headers: { 'Cache-Control': PRIVATE_NO_STORE, ...init.headers } })
}

/**
 * A 429 for a throttled code field: the message (with the wait in minutes) beside the field, and
 * Retry-After for anything that reads headers.
 */
export function refuseThrottled(submission: Submission<unknown>, field: CartField, retryAfterSeconds: number) {
  return refuseForm(
    submission,
    { fieldErrors: { [field]: [TOO_MANY_ATTEMPTS] } },
    { count: minutesToWait(retryAfterSeconds) },
    { status: 429, headers: retryAfterHeaders(retryAfterSeconds) },
  )
}

const SUCCESS: Record<CartChange, string> = {
  added: M.PRODUCT_ADDED,
  updated: M.PRODUCT_QTY_UPDATED,
  edited: 'cart.lineEdited',
  removed: 'cart.removed',
  couponApplied: 'cart.couponApplied',
  couponRemoved: 'cart.couponRemoved',
  voucherApplied: 'cart.voucherApplied',
  voucherRemoved: 'cart.voucherRemoved',
}

/**
 * The notification for a cart result; adding and updating a quantity offer "Proceed to checkout" unless
 * checkout happens on another site (`externalCheckout`).
 */
export function cartToast(result: CartResult, opts: { externalCheckout: boolean }): Toast {
  if (!result.ok) {
    return {
      type: result.warning ? 'warning' : 'error',
      message: result.message,
      ...(result.params ? { params: result.params } : {}),
      ...(result.notes?.length ? { notes: result.notes } : {}),
    }
  }
  const checkoutAction = offersProceedToCheckout(result.change, opts) ? { checkoutAction: true } : {}
  if (result.warning) return { type: 'warning', message: result.warning, ...checkoutAction }
  return { type: 'success', message: SUCCESS[result.change], ...(result.params ? { params: result.params } : {}), ...checkoutAction }
}

/** Answer a parsed cart form with what the cart provider did. */
export async function answerCartForm(
  request: Request,
  submission: Submission<unknown>,
  result: CartResult,
  to: string,
  init: ResponseInit = {},
): Promise<Response> {
  if (!result.ok && (result.field || result.fieldErrors)) {
    const fieldErrors = { ...result.fieldErrors, ...(result.field ? { [result.field]: [result.message] } : {}) }
    return refuseForm(submission, { fieldErrors }, result.params)
  }
  return redirectWithToast(request, to, cartToast(result, { externalCheckout: Boolean(getEnv().EXTERNAL_CHECKOUT_URL) }), init)
}

/** Add to cart and answer; the cookie names the cart only once it exists (a failed first add leaves none). */
export async function addAndAnswer(
  request: Request,
  view: StoreView,
  submission: Submission<unknown>,
  input: AddToCartInput,
  to: string,
): Promise<Response> {
  const cartId = await getCartId(request, view)
  const added = await addToCart(cartId, view, input, (await getCustomer(request))?.id ?? null)
  const headers = new Headers()
  if (added.cartId && added.cartId !== cartId) headers.append('Set-Cookie', await cartCookieHeader(request, view, added.cartId))
  return answerCartForm(request, submission, added, to, { headers })
}
