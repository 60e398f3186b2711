import { useTranslation } from 'react-i18next'
import { IMAGE_SIZES } from '~/domain/constants'
import { imageUrl } from './product-card'
import { firstImage } from '~/components/ui/fetch-priority'

/**
 * Product images in a scroll-snapping strip; thumbnails are in-page links, so the gallery
 * works without JavaScript. The first image loads eagerly (it is the page's largest paint).
 */
export function Gallery({ images }: { images: { src: string; label: string }[] }) {
  const { t } = useTranslation()
  const main = IMAGE_SIZES.gallery
  const thumb = IMAGE_SIZES.cart
  if (!images.length) return <div className="gallery-main" aria-hidden="true" />
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      {/* Focusable so keyboard users can scroll through the images. */}
      <div className="gallery-scroll" tabIndex={0} role="region" aria-label={t('product.gallery')}>
        <ul className="gallery-strip">
          {images.map((image, index) => (
            <li key={image.src} id={`image-${index + 1}`}>
              <img
                className="gallery-main"
                src={imageUrl(image.src, main)}
                alt={index === 0 ? image.label : `${image.label} (${index + 1})`}
                width={main.w}
                height={main.h}
                loading={index === 0 ? 'eager' : 'lazy'}
                {...firstImage(index === 0)}
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
      {images.length > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((image, index) => (
            <li key={image.src}>
              <a href={`#image-${index + 1}`} aria-label={t('product.showImage', { n: index + 1 })}>
                <img src={imageUrl(image.src, thumb)} alt="" width={thumb.w} height={thumb.h} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
