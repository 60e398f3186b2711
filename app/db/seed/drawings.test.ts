import { describe, expect, it } from 'vitest'
import { slugify } from '~/domain/slug'
import { bannerMotif } from '~/media/illustrations.server'
import { productDrawing } from '~/media/product-drawing'
import { CATEGORIES, CATEGORY_IDS, FAMILIES, GROUPED, familyByKey, type Shape } from './catalogue/data'
import { BANNERS } from './content/banners'

/** The drawings of the products a family sells, one per kind. */
const familyShapes = (family: (typeof FAMILIES)[number]) =>
  new Set<Shape>(family.kinds.map((k) => productDrawing({ name: k.name.en, type: 'simple' }, family.shape)))

const byId = new Map(CATEGORIES.map((c) => [c.id, c]))
const bySlug = new Map(CATEGORIES.map((c) => [slugify(c.name.en), c]))

/** Top-level department (Large Appliances, Small Appliances, ...) of a category. */
function department(categoryId: number): number {
  let category = byId.get(categoryId)!
  while (category.parentId !== null && byId.get(category.parentId)?.shape) category = byId.get(category.parentId)!
  return category.id
}

/** Every drawing a category's products use, with the department they belong to. */
const shapeDepartment = new Map<Shape, number>()
for (const family of FAMILIES) for (const shape of familyShapes(family)) shapeDepartment.set(shape, department(family.categoryId))

function productShapesIn(categoryId: number): Set<Shape> {
  const shapes = new Set<Shape>()
  for (const family of FAMILIES) {
    if (family.categoryId === categoryId || byId.get(family.categoryId)?.parentId === categoryId) {
      for (const shape of familyShapes(family)) shapes.add(shape)
    }
  }
  return shapes
}

describe('catalogue drawings', () => {
  it('draws every category with one of the appliances it sells', () => {
    for (const category of CATEGORIES) {
      const shapes = productShapesIn(category.id)
      // Warranties, e-books, bundles, sets and the sale have hand-made products or none of their own.
      if (!category.shape || shapes.size === 0) continue
      expect({ category: category.name.en, drawn: shapes.has(category.shape) }).toEqual({ category: category.name.en, drawn: true })
    }
  })

  it('draws each set with the appliances it holds', () => {
    const members: Record<string, string[]> = {
      set: ['kettle', 'coffee', 'toaster'],
      laundryset: ['washer', 'dryer'],
      cookingset: ['oven', 'hob', 'extractor'],
      prepset: ['blender', 'processor'],
      homecareset: ['vacuum', 'iron'],
      winterset: ['heater', 'kettle'],
    }
    for (const set of GROUPED) {
      const shape = productDrawing({ name: set.name.en, type: 'grouped' }, 'set')
      expect(members[shape]?.toSorted(), set.name.en).toEqual(set.members.map((m) => familyByKey(m).shape).toSorted())
    }
  })

  it("shows on each home banner its category's appliance and nothing from another department", () => {
    for (const banner of BANNERS) {
      const category = bySlug.get(banner.link.replace(/^\/c\//, ''))
      expect(category, banner.link).toBeDefined()
      const motif = bannerMotif(banner.key).filter((s) => s !== undefined)
      if (category!.id === CATEGORY_IDS.sale) {
        // The sale banner names the discounted appliances: each of them is a product the shop sells.
        for (const shape of motif) expect(shapeDepartment.has(shape), `${banner.key}: ${shape}`).toBe(true)
        continue
      }
      expect(motif[0], banner.key).toBe(category!.shape)
      const home = shapeDepartment.get(motif[0])
      if (home === undefined) continue
      for (const shape of motif) {
        const other = shapeDepartment.get(shape)
        if (other !== undefined) expect(other, `${banner.key} shows a ${shape}`).toBe(home)
      }
    }
  })

  it('shows the named appliance on the banners shoppers complained about', () => {
    expect(bannerMotif('hero-fridges')).not.toContain('washer')
    expect(bannerMotif('hero-fridges')).not.toContain('blender')
    expect(bannerMotif('small-airfryers')[0]).toBe('airfryer')
  })
})
