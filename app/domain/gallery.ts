/**
 * Which pictures a product page's gallery shows. A picture is shown once: the same file listed twice
 * (a main image that is also in the media gallery, or a size suffix in its query) is one picture.
 * A chosen variant shows its own pictures; the parent's are another colour's, so they are used only when
 * the variant has none of its own.
 */
export interface GalleryImage {
  src: string
  label: string
}

/** The file an image address names: without its query or fragment (sizes, cache keys), case-folded. */
function sameFile(src: string): string {
  return src.replace(/[?#].*$/, '').toLowerCase()
}

/** Images in order, each file once (its first occurrence keeps its label). */
export function uniqueImages(images: readonly GalleryImage[]): GalleryImage[] {
  const seen = new Set<string>()
  return images.filter((image) => {
    const key = sameFile(image.src)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The gallery of a chosen variant: its main image, then its own media. Only a variant with no picture at
 * all falls back to the parent's gallery, which is better than an empty frame.
 */
export function variantGallery(
  variant: { image: string | null; media: readonly GalleryImage[] },
  name: string,
  parent: readonly GalleryImage[],
): GalleryImage[] {
  const own = [...(variant.image ? [{ src: variant.image, label: name }] : []), ...variant.media]
  return uniqueImages(own.length ? own : parent)
}
