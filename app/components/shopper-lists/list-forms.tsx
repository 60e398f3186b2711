/**
 * Wishlist and compare forms. Each is a plain POST (to /wishlist or /compare, or to /cart for adding to the
 * cart) with a `redirectTo` back to the page it stands on, so it works without JavaScript; with JavaScript a
 * fetcher sends it and the lists read the pending submissions for their optimistic state. This module stands
 * in the header of every page and on the product page, so it stays small and has no validation library
 * (decision 0016); the lists' own contents are in list-items.tsx.
 */
import { Link, useFetcher, useFetchers, useLocation, useRouteLoaderData, type FetcherWithComponents } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ShopperList } from '~/domain/shopper-lists'
import type { ShopperListSkus } from '~/providers/engagement/index.server'
import { useStorePath } from '~/utils/use-store'

/** The skus on a list as the shopper will see them once the pending adds, removals and clears are done. */
export function useListSkus(list: ShopperList): string[] {
  // Read by route id, not through ~/root: the header, which root renders, shows these counts.
  const root = useRouteLoaderData('root') as { lists?: ShopperListSkus } | undefined
  const href = useStorePath()
  const fetchers = useFetchers()
  let skus = root?.lists?.[list] ?? []
  for (const fetcher of fetchers) {
    if (!fetcher.formData || fetcher.formAction !== href(`/${list}`)) continue
    const intent = fetcher.formData.get('intent')
    const sku = String(fetcher.formData.get('sku'))
    if (intent === 'clear') skus = []
    else if (intent === 'remove') skus = skus.filter((s) => s !== sku)
    else if (intent === 'add' && !skus.includes(sku)) skus = [...skus, sku]
  }
  return skus
}

/** Hidden fields every list form sends: what to do, and where a no-JS shopper comes back to. */
export function ListFields({ intent, sku }: { intent: 'add' | 'remove' | 'clear'; sku?: string }) {
  const location = useLocation()
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
    </>
  )
}

export const busy = (fetcher: FetcherWithComponents<unknown>) => fetcher.state !== 'idle'

/** "Add to wishlist" / "Add to compare" on the product page; once it is on the list, the button takes it off. */
function ProductListButton({ list, sku }: { list: ShopperList; sku: string }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const fetcher = useFetcher()
  const onList = useListSkus(list).includes(sku)
  return (
    <fetcher.Form method="post" action={href(`/${list}`)} preventScrollReset>
      <ListFields intent={onList ? 'remove' : 'add'} sku={sku} />
      <button type="submit" className="button-ghost" aria-pressed={onList} disabled={busy(fetcher)}>
        {t(onList ? `${list}.inList` : `${list}.add`)}
      </button>
    </fetcher.Form>
  )
}

/** The product page's wishlist and compare buttons, and the way to the compare table once it has products. */
export function ProductListButtons({ sku }: { sku: string }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const compared = useListSkus('compare').length
  return (
    <div className="list-buttons">
      <ProductListButton list="wishlist" sku={sku} />
      <ProductListButton list="compare" sku={sku} />
      {compared ? <Link to={href('/compare')}>{t('compare.withCount', { count: compared })}</Link> : null}
    </div>
  )
}
