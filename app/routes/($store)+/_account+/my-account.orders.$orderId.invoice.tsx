import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireCustomer } from '~/providers/customers/index.server'
import { customerOrder, invoiceResponse, orderStoreView } from '~/providers/orders/index.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'

/** The invoice of one of the customer's orders; anyone else's, an unknown id and a junk id are the same 404. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const { customer } = await requireCustomer(request)
  const order = await customerOrder(customer.id, params.orderId)
  if (!order) throw new Response('Not Found', { status: 404 })
  return invoiceResponse(order, {
    nonce: context.cspNonce ?? '',
    backHref: storePath(orderStoreView(order), `/my-account/orders/${order.id}`),
  })
}
