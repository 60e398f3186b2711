import type { SubmissionResult } from '@conform-to/react'
import type { SerializeFrom } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { action, loader } from '~/routes/($store)+/checkout'

/** What the checkout page's loader gives its components. */
export type CheckoutData = SerializeFrom<typeof loader>
/** A refused section: which form it was and the submission with its messages. */
export type CheckoutActionData = { intent: string; result: SubmissionResult<string[]> }

export function useCheckoutData(): CheckoutData {
  return useLoaderData<typeof loader>()
}

/** The last submission of this form, if the action answered it (it carries the messages). */
export function useLastResult(intent: string) {
  const actionData = useActionData<typeof action>() as CheckoutActionData | undefined
  return actionData?.intent === intent ? actionData.result : undefined
}

export function useSubmitting(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}
