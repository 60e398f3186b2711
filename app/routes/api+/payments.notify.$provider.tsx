import { json, type ActionFunctionArgs } from '@remix-run/node'
import { handlePaymentNotification } from '~/providers/payments/index.server'
import { NOTIFICATION_BODY_LIMIT, readBodyText } from '~/utils/request-body.server'

/*
 * Server-to-server payment notifications: POST /api/payments/notify/{provider}. The body and headers go to
 * the provider's own verification (signature, age); a verified message is applied idempotently. No cookies,
 * no session: the signature is the only credential. Answers are JSON: 200 recorded (also for a replay),
 * 400 malformed or refused, 401 bad or stale signature, 404 unknown provider, 405 for anything but POST,
 * 413 for a body over the cap (declared or counted as it arrives: reading stops there).
 */

const methodNotAllowed = () =>
  json({ ok: false, error: 'method_not_allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })

export function loader() {
  return methodNotAllowed()
}

export async function action({ params, request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const body = await readBodyText(request, NOTIFICATION_BODY_LIMIT).catch(() => undefined)
  if (body === undefined) {
    // The sender went away mid-body or sent broken chunks.
    return json({ ok: false, error: 'malformed' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  if (body === null) {
    // Closing the connection stops the upload: the rest of the body is never read.
    return json({ ok: false, error: 'too_large' }, { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } })
  }
  const answer = await handlePaymentNotification(params.provider ?? '', body, request.headers)
  return json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
}
