import { describe, expect, it } from 'vitest'
import { optionsKey, type CartLine } from '~/domain/cart'
import { cartHash, itemSyncOutcome, mergeAtLogin, mergeCarts, syncRequired, type MergeOptions } from '~/domain/cart-merge'

function line(sku: string, qty: number, overrides: Partial<CartLine> = {}): CartLine {
  const options = overrides.options ?? []
  return {
    id: `${sku}-id`,
    productId: 1,
    sku,
    parentSku: null,
    name: sku,
    typeId: 'simple',
    qty,
    unitPrice: 10_000,
    taxRateBp: 1500,
    options,
    optionsKey: optionsKey(options),
    isVirtual: false,
    image: null,
    ...overrides,
  }
}

const DEFAULT: MergeOptions = { forceClientState: false, serverWinsQty: false }
const FORCED: MergeOptions = { forceClientState: true, serverWinsQty: false }
const SERVER_WINS: MergeOptions = { forceClientState: false, serverWinsQty: true }
const FORCED_AND_SERVER_WINS: MergeOptions = { forceClientState: true, serverWinsQty: true }

const kinds = (result: ReturnType<typeof mergeCarts>) => result.actions.map((a) => [a.type, a.sku, a.qty])
const skus = (result: ReturnType<typeof mergeCarts>) => result.lines.map((l) => [l.sku, l.qty])

describe('mergeCarts: which side wins when a local and a stored cart differ', () => {
  describe('a client item missing on the server is pushed or removed', () => {
    it('is pushed with the default merge (the server may not remove local items)', () => {
      const result = mergeCarts([], [line('A', 2)], DEFAULT)
      expect(kinds(result)).toEqual([['pushed', 'A', 2]])
      expect(skus(result)).toEqual([['A', 2]])
    })

    it('is pushed when the client state is forced', () => {
      expect(kinds(mergeCarts([], [line('A', 2)], FORCED))).toEqual([['pushed', 'A', 2]])
      expect(kinds(mergeCarts([], [line('A', 2)], FORCED_AND_SERVER_WINS))).toEqual([['pushed', 'A', 2]])
    })

    it('is removed locally when the server is authoritative and the client is not forced', () => {
      const result = mergeCarts([], [line('A', 2)], SERVER_WINS)
      expect(kinds(result)).toEqual([['removed', 'A', 0]])
      expect(result.lines).toEqual([])
    })
  })

  describe('a quantity mismatch updates the server or the local item', () => {
    const server = [line('A', 5, { id: 'srv-1' })]
    const client = [line('A', 2, { id: 'local-1' })]

    it('updates the server with the default merge (the server may not modify local items)', () => {
      const result = mergeCarts(server, client, DEFAULT)
      expect(result.actions).toEqual([{ type: 'qty-updated-server', key: 'A', sku: 'A', lineId: 'srv-1', qty: 2 }])
      expect(skus(result)).toEqual([['A', 2]])
    })

    it('updates the server when the client state is forced, even if the server would win', () => {
      expect(kinds(mergeCarts(server, client, FORCED))).toEqual([['qty-updated-server', 'A', 2]])
      expect(kinds(mergeCarts(server, client, FORCED_AND_SERVER_WINS))).toEqual([['qty-updated-server', 'A', 2]])
    })

    it('updates the local item when the server wins quantities', () => {
      const result = mergeCarts(server, client, SERVER_WINS)
      expect(result.actions).toEqual([{ type: 'qty-updated-local', key: 'A', sku: 'A', lineId: 'local-1', qty: 5 }])
      expect(skus(result)).toEqual([['A', 5]])
    })

    it('does nothing when quantities agree', () => {
      const result = mergeCarts([line('A', 2)], [line('A', 2)], SERVER_WINS)
      expect(result.actions).toEqual([])
      expect(skus(result)).toEqual([['A', 2]])
    })
  })

  describe('a server item missing on the client', () => {
    it('is deleted on the server when the client state is forced', () => {
      const result = mergeCarts([line('B', 3)], [], FORCED)
      expect(kinds(result)).toEqual([['deleted-server', 'B', 0]])
      expect(result.lines).toEqual([])
    })

    it('is added locally otherwise', () => {
      for (const opts of [DEFAULT, SERVER_WINS]) {
        const result = mergeCarts([line('B', 3)], [], opts)
        expect(kinds(result)).toEqual([['added-local', 'B', 3]])
        expect(skus(result)).toEqual([['B', 3]])
      }
    })
  })

  it('the default merge never removes or changes a local item', () => {
    const client = [line('A', 1), line('B', 2), line('C', 3)]
    const server = [line('B', 9), line('D', 4)]
    const result = mergeCarts(server, client, DEFAULT)
    for (const local of client) {
      expect(result.lines.find((l) => l.sku === local.sku)?.qty).toBe(local.qty)
    }
    expect(result.actions.some((a) => a.type === 'removed' || a.type === 'qty-updated-local')).toBe(false)
  })

  it('a guest cart meeting a saved cart at login: everything kept, client order first', () => {
    const saved = [line('KETTLE', 1, { id: 's1' }), line('FRIDGE', 1, { id: 's2' })]
    const guest = [line('TOASTER', 2, { id: 'g1' }), line('KETTLE', 3, { id: 'g2' })]
    const result = mergeCarts(saved, guest, DEFAULT)
    expect(skus(result)).toEqual([
      ['TOASTER', 2],
      ['KETTLE', 3],
      ['FRIDGE', 1],
    ])
    expect(kinds(result)).toEqual([
      ['pushed', 'TOASTER', 2],
      ['qty-updated-server', 'KETTLE', 3],
      ['added-local', 'FRIDGE', 1],
    ])
  })

  it('a matched line keeps the client fields with the server id', () => {
    const server = [line('A', 1, { id: 'srv', unitPrice: 100, name: 'old' })]
    const client = [line('A', 1, { id: 'local', unitPrice: 200, name: 'new' })]
    const [merged] = mergeCarts(server, client, DEFAULT).lines
    expect(merged).toMatchObject({ id: 'srv', unitPrice: 200, name: 'new', qty: 1 })
  })

  it('matches on sku and options: other options are other lines', () => {
    const red = [{ code: 'color', label: 'Colour', value: 'red' }]
    const blue = [{ code: 'color', label: 'Colour', value: 'blue' }]
    const result = mergeCarts([line('A', 1, { options: red })], [line('A', 1, { options: blue })], DEFAULT)
    expect(kinds(result)).toEqual([
      ['pushed', 'A', 1],
      ['added-local', 'A', 1],
    ])
    expect(result.actions.map((a) => a.key)).toEqual(['A?color=blue', 'A?color=red'])
  })

  describe('merged quantities (authorize)', () => {
    it('adds up the quantities of a line both carts hold', () => {
      const result = mergeCarts([line('A', 2, { id: 'srv' })], [line('A', 3, { id: 'loc' })], { ...DEFAULT, mergeQty: true })
      expect(skus(result)).toEqual([['A', 5]])
      expect(result.actions).toEqual([
        { type: 'qty-updated-server', key: 'A', sku: 'A', lineId: 'srv', qty: 5 },
        { type: 'qty-updated-local', key: 'A', sku: 'A', lineId: 'loc', qty: 5 },
      ])
    })

    it('yields to a forced client state', () => {
      const result = mergeCarts([line('A', 2)], [line('A', 3)], { ...FORCED, mergeQty: true })
      expect(skus(result)).toEqual([['A', 3]])
      expect(kinds(result)).toEqual([['qty-updated-server', 'A', 3]])
    })
  })

  it('does not change its inputs', () => {
    const server = [line('A', 5), line('B', 1)]
    const client = [line('A', 2), line('C', 1)]
    const before = structuredClone([server, client])
    mergeCarts(server, client, SERVER_WINS)
    mergeCarts(server, client, FORCED)
    expect([server, client]).toEqual(before)
  })
})

describe('mergeAtLogin: the guest cart joins the saved cart with summed quantities', () => {
  const row = (id: string, sku: string, qty: number, maxQuantity: number | null = null, options = '') => ({
    id,
    sku,
    optionsKey: options,
    qty,
    maxQuantity,
  })
  const cart = (lines: ReturnType<typeof row>[], couponCode: string | null = null, voucherCode: string | null = null) => ({
    lines,
    couponCode,
    voucherCode,
  })

  it("adds the quantities of the same product once, on the saved cart's row, and keeps lines only one cart has", () => {
    const saved = cart([row('s1', 'KETTLE', 2), row('s2', 'TOASTER', 1)])
    const guest = cart([row('g1', 'KETTLE', 3), row('g2', 'BLENDER', 1)])
    const result = mergeAtLogin(saved, guest)
    expect(result.lines.map((l) => [l.id, l.sku, l.qty])).toEqual([
      ['s1', 'KETTLE', 5],
      ['g2', 'BLENDER', 1],
      ['s2', 'TOASTER', 1],
    ])
    expect(result.capped).toEqual([])
  })

  it('keeps the same product with other options as separate lines', () => {
    const result = mergeAtLogin(cart([row('s1', 'SHIRT', 1, null, 'size=M')]), cart([row('g1', 'SHIRT', 1, null, 'size=L')]))
    expect(result.lines.map((l) => [l.optionsKey, l.qty])).toEqual([
      ['size=L', 1],
      ['size=M', 1],
    ])
  })

  it('merging into a cart with nothing new changes nothing (a second login has no guest lines)', () => {
    const saved = cart([row('s1', 'KETTLE', 5)])
    expect(mergeAtLogin(saved, cart([])).lines).toEqual(saved.lines)
  })

  it('caps a summed quantity at what may be sold, and says so', () => {
    const result = mergeAtLogin(cart([row('s1', 'KETTLE', 4, 6)]), cart([row('g1', 'KETTLE', 4, 6)]))
    expect(result.lines.map((l) => l.qty)).toEqual([6])
    expect(result.capped).toEqual([{ sku: 'KETTLE', maxQuantity: 6 }])
  })

  it('keeps one unit of a product that ran out, marked by its stock rather than dropped', () => {
    const result = mergeAtLogin(cart([]), cart([row('g1', 'IRON', 2, 0)]))
    expect(result.lines.map((l) => l.qty)).toEqual([1])
    expect(result.capped).toEqual([{ sku: 'IRON', maxQuantity: 0 }])
  })

  it("re-applies the guest cart's codes first, else the saved cart's", () => {
    expect(mergeAtLogin(cart([], 'SAVED', 'CARD-S'), cart([], 'GUEST', null))).toMatchObject({ couponCode: 'GUEST', voucherCode: 'CARD-S' })
    expect(mergeAtLogin(cart([], null, null), cart([], null, null))).toMatchObject({ couponCode: null, voucherCode: null })
  })
})

describe('itemSyncOutcome: how a local line compares with the stored one', () => {
  const local = line('A', 2, { id: 'x' })

  it('no-item when the server has no such line', () => {
    expect(itemSyncOutcome(local, null)).toBe('no-item')
    expect(itemSyncOutcome(local, line('B', 2, { id: 'x' }))).toBe('no-item')
  })

  it('wrong-qty when the quantities differ', () => {
    expect(itemSyncOutcome(local, line('A', 3, { id: 'x' }))).toBe('wrong-qty')
  })

  it('update-required when the line is not yet linked to the server row', () => {
    expect(itemSyncOutcome(local, line('A', 2, { id: 'server-9' }))).toBe('update-required')
  })

  it('no-changes when they agree', () => {
    expect(itemSyncOutcome(local, line('A', 2, { id: 'x' }))).toBe('no-changes')
  })
})

describe('cartHash', () => {
  const lines = [line('A', 1), line('B', 2)]

  it('is 16 hex digits and the same for the same cart and token', () => {
    expect(cartHash(lines, 'tok')).toMatch(/^[0-9a-f]{16}$/)
    expect(cartHash(lines, 'tok')).toBe(cartHash(structuredClone(lines), 'tok'))
  })

  it('ignores line order, names and prices', () => {
    const reordered = [line('B', 2, { name: 'other', unitPrice: 1 }), line('A', 1)]
    expect(cartHash(reordered, 'tok')).toBe(cartHash(lines, 'tok'))
  })

  it('changes with a quantity, an item, its options or the token', () => {
    const base = cartHash(lines, 'tok')
    expect(cartHash([line('A', 1), line('B', 3)], 'tok')).not.toBe(base)
    expect(cartHash([line('A', 1)], 'tok')).not.toBe(base)
    const red = [{ code: 'color', label: '', value: 'red' }]
    expect(cartHash([line('A', 1, { options: red }), line('B', 2)], 'tok')).not.toBe(base)
    expect(cartHash(lines, 'other')).not.toBe(base)
    expect(cartHash(lines, null)).not.toBe(base)
  })

  it('hashes an empty cart too', () => {
    expect(cartHash([], null)).toMatch(/^[0-9a-f]{16}$/)
    expect(cartHash([], null)).not.toBe(cartHash([], 'tok'))
  })
})

describe('syncRequired: a cart syncs when its hash is new or changed, or it never synced', () => {
  const hash = cartHash([line('A', 1)], 'tok')

  it('is required when the stored hash is empty', () => {
    expect(syncRequired('', hash, 1_700_000_000_000)).toBe(true)
    expect(syncRequired(null, hash, 1_700_000_000_000)).toBe(true)
    expect(syncRequired(undefined, hash, 1_700_000_000_000)).toBe(true)
  })

  it('is required when the hash changed', () => {
    expect(syncRequired(hash, cartHash([line('A', 2)], 'tok'), 1_700_000_000_000)).toBe(true)
  })

  it('is required when no sync has happened yet', () => {
    for (const lastSync of [null, undefined, 0, '']) expect(syncRequired(hash, hash, lastSync)).toBe(true)
    expect(syncRequired(hash, hash, new Date('invalid'))).toBe(true)
  })

  it('is not required when the hash is unchanged and a sync happened', () => {
    expect(syncRequired(hash, hash, 1_700_000_000_000)).toBe(false)
    expect(syncRequired(hash, hash, new Date('2025-06-15T10:00:00Z'))).toBe(false)
    expect(syncRequired(hash, hash, '2025-06-15T10:00:00Z')).toBe(false)
  })
})
