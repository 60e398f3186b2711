/**
 * The one action behind the wishlist and compare forms (the /wishlist and /compare routes): every change
 * redirects (303) back to where the shopper was, with a notification; adding something already there or to
 * a full list changes nothing and says so. A refused form (only a forged post can be one: its fields are
 * hidden) answers 400 with the submission, which the list's page shows.
 */
import { json, type ActionFunctionArgs } from '@remix-run/node'
import * as M from '~/domain/messages'
import { LIST_LIMITS, type ShopperList } from '~/domain/shopper-lists'
import { addToList, clearList, listOwner, ownerForChange, removeFromList, type AddOutcome } from './shopper-lists.server'
import { shopperListSchema } from '~/schemas/shopper-lists'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { safeRedirectPath } from '~/utils/redirect'
import { readForm } from '~/utils/request-body.server'
import { redirectWithToast, type Toast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

function addToast(list: ShopperList, outcome: AddOutcome): Toast {
  switch (outcome) {
    case 'added':
      return { type: 'success', message: `${list}.added` }
    case 'present':
      return { type: 'info', message: `${list}.present` }
    case 'full':
      return { type: 'warning', message: `${list}.full`, params: { count: LIST_LIMITS[list] } }
    case 'unavailable':
      return { type: 'error', message: M.PRODUCT_NOT_AVAILABLE }
  }
}

export async function shopperListAction(list: ShopperList, { params, request }: ActionFunctionArgs): Promise<Response> {
  const view = await requireStoreView(params, request)
  const submission = parseForm(await readForm(request), { schema: shopperListSchema })
  if (submission.status !== 'success') {
    return json({ result: submission.reply() }, { status: 400, headers: { 'Cache-Control': PRIVATE_NO_STORE } })
  }
  const input = submission.value
  const back = safeRedirectPath(input.redirectTo, storePath(view, `/${list}`))
  if (input.intent === 'add') {
    const { owner, setCookie } = await ownerForChange(request)
    const outcome = await addToList(owner, list, input.sku)
    // A guest's cookie is set by the add that first writes a row, never before (decision 0022).
    const headers = new Headers()
    if (setCookie && outcome === 'added') headers.append('Set-Cookie', setCookie)
    return redirectWithToast(request, back, addToast(list, outcome), { headers })
  }
  const owner = await listOwner(request)
  if (owner && input.intent === 'remove') await removeFromList(owner, list, input.sku)
  if (owner && input.intent === 'clear') await clearList(owner, list)
  return redirectWithToast(request, back, { type: 'success', message: `${list}.${input.intent === 'remove' ? 'removed' : 'cleared'}` })
}
