import { json, type ActionFunctionArgs } from '@remix-run/node'
import { handlePaymentNotification } from '~/providers/payments.server'

/*
 * Server-to-server payment notifications: POST /api/payments/notify/{provider}. The body and headers go to
 * the provider's own verification (signature, age); a verified message is applied idempotently. No cookies,
 * no session: the signature is the only credential. Answers are JSON: 200 recorded (also for a replay),
 * 400 malformed or refused, 401 bad or stale signature, 404 unknown provider, 405 for anything but POST.
 */

const MAX_BODY_BYTES = 64 * 1024

const methodNotAllowed = () =>
  json({ ok: false, error: 'method_not_allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })

export function loader() {
  return methodNotAllowed()
}

export async function action({ params, request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed()
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > MAX_BODY_BYTES) {
    return json({ ok: false, error: 'too_large' }, { status: 400, headers: { 'Cache-Control': 'no-store' } })
  }
  const body = await request.text()
  const answer = await handlePaymentNotification(params.provider ?? '', body, request.headers)
  return json(answer.body, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
}
