import type { SubmissionResult } from '@conform-to/react'
import type { SerializeFrom } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { action, loader } from '~/routes/($store)+/_checkout+/checkout'

/** What the checkout page's loader gives its components. */
export type CheckoutData = SerializeFrom<typeof loader>
/** A refused section: which form it was and the submission with its messages. */
export type CheckoutActionData = { intent: string; result: SubmissionResult<string[]> }

export function useCheckoutData(): CheckoutData {
  return useLoaderData<typeof loader>()
}

/**
 * The checkout forms' checks in the browser (zod and the schemas), imported when a shopper starts on a form
 * (app/utils/deferred-check.ts). One function for every form, so that they share one import.
 */
export const loadCheckoutChecks = () => import('~/schemas/checkout-checks')

/** The last submission of this form, if the action answered it (it carries the messages). */
export function useLastResult(intent: string) {
  const actionData = useActionData<typeof action>() as CheckoutActionData | undefined
  return actionData?.intent === intent ? actionData.result : undefined
}

export function useSubmitting(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}
