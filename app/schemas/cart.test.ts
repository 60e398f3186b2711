import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { FIELD_REQUIRED, MAX_QUANTITY, PRODUCT_NOT_AVAILABLE, QTY_MUST_BE_POSITIVE } from '~/domain/messages'
import { BUNDLE_INVALID, FIELD_TOO_LONG, OPTIONS_INVALID, QTY_LIMIT, cartActionSchema, cartMessageParams } from './cart'

const LINE = '01JD6Z8Q4W1T0QY3K9P2V5X7NB'

function form(fields: Record<string, string> | [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) data.append(name, value)
  return data
}

function parse(fields: Record<string, string> | [string, string][]) {
  return parseWithZod(form(fields), { schema: cartActionSchema })
}

/** The field errors conform reports (empty when the form passes). */
function errorsOf(fields: Record<string, string> | [string, string][]) {
  const result = parse(fields).reply()
  return result.error ?? {}
}

describe('add to cart', () => {
  it('takes a plain add, quantity as a number, one unit when none is sent', () => {
    const submission = parse({ intent: 'add', sku: 'KAR-KETTLE-1', qty: '2', redirectTo: '/p/x' })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      intent: 'add',
      sku: 'KAR-KETTLE-1',
      qty: 2,
      options: {},
      bundle: {},
      grouped: {},
      redirectTo: '/p/x',
    })
    const plain = parse({ intent: 'add', sku: 'SET-0912' })
    expect(plain.status === 'success' && plain.value.intent === 'add' && plain.value.qty).toBeUndefined()
  })

  it('collects custom options, bundle and grouped choices as the product form posts them', () => {
    const submission = parse([
      ['intent', 'add'],
      ['sku', 'FRG-0903'],
      ['childSku', 'FRG-0903-WHT-300L'],
      ['qty', '1'],
      ['options[12]', '40'],
      ['options[13]', ''],
      ['bundle[3]', '77'],
      ['grouped[5]', '2'],
      ['grouped[6]', '0'],
    ])
    expect(submission.status).toBe('success')
    if (submission.status !== 'success' || submission.value.intent !== 'add') return
    expect(submission.value.childSku).toBe('FRG-0903-WHT-300L')
    expect(submission.value.options).toEqual({ '12': '40' })
    expect(submission.value.bundle).toEqual({ '3': '77' })
    expect(submission.value.grouped).toEqual({ '5': 2, '6': 0 })
  })

  it('refuses quantities that are not whole numbers from 1, or absurdly large', () => {
    for (const qty of ['0', '-1', 'abc', '1.5', '1e3', '0x10']) {
      expect(errorsOf({ intent: 'add', sku: 'KAR-KETTLE-1', qty }), qty).toEqual({ qty: [QTY_MUST_BE_POSITIVE] })
    }
    expect(errorsOf({ intent: 'add', sku: 'KAR-KETTLE-1', qty: String(QTY_LIMIT + 1) })).toEqual({ qty: [MAX_QUANTITY] })
    expect(cartMessageParams(MAX_QUANTITY)).toEqual({ maxQuantity: QTY_LIMIT })
  })

  it('refuses a sku that no product could have', () => {
    expect(errorsOf({ intent: 'add', qty: '1' })).toEqual({ sku: [PRODUCT_NOT_AVAILABLE] })
    expect(errorsOf({ intent: 'add', sku: '../etc', qty: '1' })).toEqual({ sku: [PRODUCT_NOT_AVAILABLE] })
    expect(errorsOf({ intent: 'add', sku: 'A'.repeat(65), qty: '1' })).toEqual({ sku: [PRODUCT_NOT_AVAILABLE] })
  })

  it('refuses malformed option and bundle choices, and a forged huge index costs nothing', () => {
    expect(errorsOf({ intent: 'add', sku: 'WSH-0911', 'options[1]': 'red' })).toHaveProperty('options', [OPTIONS_INVALID])
    expect(errorsOf({ intent: 'add', sku: 'BND-0913', 'bundle[1]': 'x' })).toHaveProperty('bundle', [BUNDLE_INVALID])
    const many = Array.from({ length: 51 }, (_, i): [string, string] => [`options[${i}]`, '1'])
    expect(errorsOf([['intent', 'add'], ['sku', 'WSH-0911'], ...many])).toHaveProperty('options', [OPTIONS_INVALID])
    const huge = parse({ intent: 'add', sku: 'WSH-0911', 'options[999999999]': '5' })
    expect(huge.status === 'success' && huge.value.intent === 'add' && huge.value.options).toEqual({ '999999999': '5' })
  })
})

describe('cart page forms', () => {
  it('updates a line to a whole quantity; 0 is allowed (it removes the line)', () => {
    const submission = parse({ intent: 'update', lineId: LINE, qty: '0' })
    expect(submission.status === 'success' && submission.value).toEqual({ intent: 'update', lineId: LINE, qty: 0 })
    expect(errorsOf({ intent: 'update', lineId: LINE, qty: 'abc' })).toEqual({ qty: [QTY_MUST_BE_POSITIVE] })
    expect(errorsOf({ intent: 'update', lineId: LINE, qty: '-2' })).toEqual({ qty: [QTY_MUST_BE_POSITIVE] })
    expect(errorsOf({ intent: 'update', lineId: LINE })).toEqual({ qty: [QTY_MUST_BE_POSITIVE] })
    expect(errorsOf({ intent: 'update', lineId: 'nope', qty: '1' })).toEqual({ lineId: [PRODUCT_NOT_AVAILABLE] })
  })

  it('removes a line by its id', () => {
    expect(parse({ intent: 'remove', lineId: LINE }).status).toBe('success')
    expect(errorsOf({ intent: 'remove' })).toEqual({ lineId: [PRODUCT_NOT_AVAILABLE] })
  })

  it('asks for a coupon or gift card code of a sensible length, trimmed', () => {
    for (const intent of ['coupon', 'voucher']) {
      const submission = parse({ intent, code: '  WELCOME10 ' })
      expect(submission.status === 'success' && submission.value).toEqual({ intent, code: 'WELCOME10' })
      expect(errorsOf({ intent, code: '   ' }), intent).toEqual({ code: [FIELD_REQUIRED] })
      expect(errorsOf({ intent }), intent).toEqual({ code: [FIELD_REQUIRED] })
      expect(errorsOf({ intent, code: 'X'.repeat(41) }), intent).toEqual({ code: [FIELD_TOO_LONG] })
    }
  })

  it('removes a coupon or gift card with nothing but the intent', () => {
    expect(parse({ intent: 'coupon-remove' }).status).toBe('success')
    expect(parse({ intent: 'voucher-remove' }).status).toBe('success')
  })

  it('refuses an intent no form has', () => {
    const submission = parse({ intent: 'checkout' })
    expect(submission.status).toBe('error')
    expect(Object.keys(submission.reply().error ?? {})).toEqual(['intent'])
  })
})

describe('edit a cart line', () => {
  it('takes the line, quantity, variant attributes, custom options and bundle choices', () => {
    const submission = parse([
      ['intent', 'edit'],
      ['lineId', LINE],
      ['qty', '2'],
      ['attributes.color', 'white'],
      ['attributes.capacity', '300l'],
      ['options.7', '71'],
      ['options.8', ''],
      ['bundle.2', '900'],
      ['redirectTo', '/cart'],
    ])
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      intent: 'edit',
      lineId: LINE,
      qty: 2,
      attributes: { color: 'white', capacity: '300l' },
      options: { '7': '71' },
      bundle: { '2': '900' },
      redirectTo: '/cart',
    })
  })

  it('refuses a quantity of 0 (removing is the Remove link), an unknown line and a forged attribute', () => {
    expect(errorsOf({ intent: 'edit', lineId: LINE, qty: '0' }).qty).toEqual([QTY_MUST_BE_POSITIVE])
    expect(errorsOf({ intent: 'edit', lineId: 'nope', qty: '1' }).lineId).toEqual([PRODUCT_NOT_AVAILABLE])
    expect(errorsOf({ intent: 'edit', lineId: LINE, qty: '1', 'attributes.color': '<script>' }).attributes).toEqual([OPTIONS_INVALID])
  })
})
