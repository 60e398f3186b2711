import type { LoaderFunctionArgs } from '@remix-run/node'
import { canViewOrder, getOrder, invoiceResponse, orderStatusPath, orderStoreView } from '~/providers/orders/index.server'
import { ORDER_ID } from '~/schemas/order-status'
import { requireStoreView } from '~/utils/store-view.server'

/*
 * The invoice of an order, reached from its status page (/order/status). The same proof of access as that
 * page (docs/decisions/0004-order-access.md): the session that placed it, the customer who owns it, or the
 * order's signed token. Anyone else gets the same 404 as for an order that does not exist.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const url = new URL(request.url)
  const id = url.searchParams.get('id')
  const order = id && ORDER_ID.test(id) ? await getOrder(id) : null
  if (!order || !(await canViewOrder(request, order, url.searchParams.get('token')))) {
    throw new Response('Not Found', { status: 404 })
  }
  return invoiceResponse(order, { nonce: context.cspNonce ?? '', backHref: orderStatusPath(orderStoreView(order), order) })
}
