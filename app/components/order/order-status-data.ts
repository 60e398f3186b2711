import type { SerializeFrom } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { loader } from '~/routes/($store)+/_checkout+/order.status'

/** What the order status page's loader gives its components. */
export type OrderStatusData = SerializeFrom<typeof loader>

export function useOrderStatusData(): OrderStatusData {
  return useLoaderData<typeof loader>()
}
