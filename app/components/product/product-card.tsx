import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { IMAGE_SIZES } from '~/domain/constants'
import type { ProductCardData } from '~/providers/catalog/index.server'
import { useStorePath } from '~/utils/use-store'
import { Price, PriceNote } from './price'

export const imageUrl = (src: string, size: { w: number; h: number }) => `${src}?w=${size.w}&h=${size.h}`

export type CardHeading = 'h2' | 'h3'

export function ProductCard({
  product,
  eager = false,
  heading: Heading = 'h3',
}: {
  product: ProductCardData
  eager?: boolean
  /** The card title's level: h2 right under a page's h1 (listings), h3 under a section's h2. */
  heading?: CardHeading
}) {
  const { t } = useTranslation()
  const href = useStorePath()
  const size = IMAGE_SIZES.thumbnail
  return (
    <article className="product-card">
      <Link to={href(product.path)} prefetch="intent">
        {product.image ? (
          <img
            src={imageUrl(product.image, size)}
            alt=""
            width={size.w}
            height={size.h}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <div className="product-card-body">
          <Heading className="product-card-name">{product.name}</Heading>
          <Price final={product.price} regular={product.regularPrice} from={product.typeId === 'configurable'} />
          <PriceNote place="card" />
          <p className="product-card-flags">
            {/* Badges side by side, with a space between two (none around an absent one). */}
            {[
              product.onSale ? (
                <span key="sale" className="badge badge-sale">
                  {t('product.sale')}
                </span>
              ) : null,
              product.isNew ? (
                <span key="new" className="badge badge-new">
                  {t('product.new')}
                </span>
              ) : null,
              product.inStock ? null : (
                <span key="stock" className="badge">
                  {t('product.outOfStock')}
                </span>
              ),
            ]
              .filter((badge) => badge !== null)
              .flatMap((badge, i) => (i === 0 ? [badge] : [' ', badge]))}
          </p>
        </div>
      </Link>
    </article>
  )
}

export function ProductGrid({
  products,
  eagerCount = 0,
  heading,
}: {
  products: ProductCardData[]
  eagerCount?: number
  heading?: CardHeading
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} heading={heading} />
        </li>
      ))}
    </ul>
  )
}
