import { describe, expect, it } from 'vitest'
import * as messages from '~/domain/messages'

describe('fixed messages, word for word', () => {
  it('cart notifications', () => {
    expect(messages.PRODUCT_ADDED).toBe('Product has been added to the cart!')
    expect(messages.PRODUCT_QTY_UPDATED).toBe('Product quantity has been updated!')
    expect(messages.STOCK_VOLATILE).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    )
    expect(messages.PRODUCT_OUT_OF_STOCK).toBe('The product is out of stock and cannot be added to the cart!')
    expect(messages.PRICE_UNKNOWN).toBe('Product price is unknown, product cannot be added to the cart!')
    expect(messages.PRODUCT_NOT_AVAILABLE).toBe('Product that you are trying to add is not available.')
    expect(messages.NO_AVAILABLE_VARIANTS).toBe('No available product variants')
    expect(messages.NO_SUCH_CONFIGURATION).toBe(
      'No such configuration for the product. Please do choose another combination of attributes.',
    )
    expect(messages.SOME_PRODUCTS_NOT_AVAILABLE).toBe('Some of the ordered products are not available!')
    expect(messages.ERROR_ADDING_PRODUCTS).toBe('Error: Error while adding products')
  })

  it('quantity and stock sync', () => {
    expect(messages.MAX_QUANTITY).toBe('Only {maxQuantity} products of this type are available!')
    expect(messages.ITEM_IN_STOCK).toBe('In stock!')
    expect(messages.ITEM_OUT_OF_STOCK).toBe('Out of stock!')
  })

  it('catalogue', () => {
    expect(messages.CATEGORY_NO_PRODUCTS_OFFLINE).toBe('No products synchronized for this category. Please come back while online!')
    expect(messages.NOT_AVAILABLE_OFFLINE).toBe('The product, category or CMS page is not available in Offline mode. Redirecting to Home.')
    expect(messages.CATEGORY_EMPTY_RESULT).toBe('Category query returned empty result')
    expect(messages.CMS_EMPTY_RESULT).toBe('CMS query returned empty result')
    expect(messages.MISSING_PARENT_SKU).toBe("Product doesn't have parentSku, please check if this is configurable product")
    expect(messages.RESET_PASSWORD_OFFLINE).toBe('Reset password feature does not work while offline!')
    expect(messages.LOGIN_REQUIRED).toBe('You need to be logged in to see this page')
    expect(messages.INCORRECT_COUPON).toBe("You've entered an incorrect coupon code. Please try again.")
  })
})

describe('interpolate', () => {
  it('fills placeholders', () => {
    expect(messages.interpolate(messages.MAX_QUANTITY, { maxQuantity: 3 })).toBe('Only 3 products of this type are available!')
  })

  it('fills every occurrence and several names', () => {
    expect(messages.interpolate('{a}-{b}-{a}', { a: 1, b: 'x' })).toBe('1-x-1')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(messages.interpolate(messages.NO_ENTITY_TYPE)).toBe('No entity type registered for {type}')
  })

  it('does not read inherited properties as values', () => {
    expect(messages.interpolate('{toString}', {})).toBe('{toString}')
  })
})
