import { useCallback, useEffect, useRef, useState } from 'react'
import type { ProductPage } from '~/providers/catalog/index.server'
import { shownPrice, shownValueCharge, type ShownPrice } from '~/domain/selection-price'

/**
 * What the add-to-cart form's current choices cost, worked out from data the page already has: the chosen
 * bundle selections and custom option values, by the rule the cart charges by.
 */
function priceOfForm(form: HTMLFormElement, product: ProductPage): ShownPrice {
  const data = new FormData(form)
  const members = (product.bundle?.options ?? []).flatMap((option) =>
    option.selections.filter((s) => String(s.id) === data.get(`bundle.${option.id}`)).map((s) => ({ price: s.price, qty: s.qty })),
  )
  const options = product.customOptions.flatMap((option) =>
    option.values.filter((v) => String(v.id) === data.get(`options.${option.id}`)).map(shownValueCharge),
  )
  return shownPrice(priceBeforeChoices(product), members, options)
}

/** What the page's choices are added to: nothing for a bundle, else the product's (variant's) own price. */
function priceBeforeChoices(product: ProductPage): ShownPrice {
  return product.bundle ? { final: 0, regular: 0 } : (product.ownPrice ?? product.price)
}

/**
 * The product page's price, following the add-to-cart form with JavaScript: without it, the server
 * prices the choices sent by the form's "Update price" button. The rendered price is the server's until
 * the script has read the form, so hydration matches; new page data (a variant, a revalidation after an
 * add) is priced with whatever the form holds then.
 */
export function useLivePrice(product: ProductPage) {
  const formRef = useRef<HTMLFormElement>(null)
  const [live, setLive] = useState<{ product: ProductPage; price: ShownPrice } | null>(null)
  const update = useCallback(() => {
    if (formRef.current) setLive({ product, price: priceOfForm(formRef.current, product) })
  }, [product])
  useEffect(update, [update])
  const price = live?.product === product ? live.price : product.price
  return { price, formRef, update }
}
