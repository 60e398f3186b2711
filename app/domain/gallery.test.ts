import { describe, expect, it } from 'vitest'
import { uniqueImages, variantGallery } from './gallery'

describe('uniqueImages', () => {
  it('keeps each file once, in order, with the label it first had', () => {
    expect(
      uniqueImages([
        { src: '/media/fridge/white/a.svg', label: 'Front' },
        { src: '/media/fridge/white/b.svg', label: 'Side' },
        { src: '/media/fridge/white/a.svg?w=600', label: 'Front again' },
        { src: '/MEDIA/fridge/white/A.svg', label: 'Shouting' },
      ]),
    ).toEqual([
      { src: '/media/fridge/white/a.svg', label: 'Front' },
      { src: '/media/fridge/white/b.svg', label: 'Side' },
    ])
  })
})

describe('variantGallery', () => {
  const parent = [
    { src: '/media/fridge/white/frg-1.svg', label: 'Front' },
    { src: '/media/fridge/white/frg-2.svg', label: 'Side' },
  ]

  it("shows the variant's own pictures, none of the parent's other colour", () => {
    const gallery = variantGallery(
      {
        image: '/media/fridge/stainless/frg-sts.svg',
        media: [
          { src: '/media/fridge/stainless/frg-sts-1.svg', label: 'Front' },
          { src: '/media/fridge/stainless/frg-sts.svg', label: 'Main again' },
        ],
      },
      'Fridge',
      parent,
    )
    expect(gallery.map((i) => i.src)).toEqual(['/media/fridge/stainless/frg-sts.svg', '/media/fridge/stainless/frg-sts-1.svg'])
    expect(gallery[0]!.label).toBe('Fridge')
  })

  it("falls back to the parent's gallery only for a variant without any picture", () => {
    expect(variantGallery({ image: null, media: [] }, 'Fridge', [...parent, parent[0]!])).toEqual(parent)
  })
})
