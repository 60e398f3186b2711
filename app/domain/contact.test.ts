import { describe, expect, it } from 'vitest'
import { contactReference, isContactDepartment, isContactPhone, messageLength, whatsappChatLink } from './contact'

describe('isContactPhone', () => {
  it.each(['+27 21 410 5510', '021 410 5510', '+27 (21) 410-5510', '0860527662', '1234567', '+49 151 2360 4410', '12345678901234567890'])(
    'takes %s',
    (phone) => expect(isContactPhone(phone)).toBe(true),
  )

  it.each([
    ['too few digits', '123 456'],
    ['more than 20 digits', '123456789012345678901'],
    ['letters', '021 410 55IO'],
    ['a plus inside', '27+21 410 5510'],
    ['dots and slashes', '021.410/5510'],
    ['script', '<script>alert(1)</script>'],
    ['nothing', ''],
    ['only separators', '+ ( ) - -'],
  ])('refuses %s', (_, phone) => expect(isContactPhone(phone)).toBe(false))

  it('ignores blanks around the number', () => expect(isContactPhone('  021 410 5510 ')).toBe(true))
})

describe('whatsappChatLink', () => {
  it('keeps the digits of the number and URL-encodes the text', () => {
    expect(whatsappChatLink('+27 82 460 1100', 'Hallo Karoo, eine Frage & mehr?')).toBe(
      'https://wa.me/27824601100?text=Hallo%20Karoo%2C%20eine%20Frage%20%26%20mehr%3F',
    )
  })

  it('refuses a number that is not one', () => expect(() => whatsappChatLink('call us', 'x')).toThrow(RangeError))
})

describe('the other rules', () => {
  it('knows the four departments of the spec and nothing else', () => {
    expect(['customer-services', 'service-center', 'spare-parts', 'large-appliances'].every(isContactDepartment)).toBe(true)
    expect(isContactDepartment('sales')).toBe(false)
    expect(isContactDepartment(undefined)).toBe(false)
  })

  it('counts a message in characters, without the blanks around it', () => {
    expect(messageLength('  héllo 👋  ')).toBe(7)
  })

  it('makes a reference of the last eight characters', () => {
    expect(contactReference('01jabcdefghjkmnp')).toBe('C-FGHJKMNP')
    expect(() => contactReference('abc')).toThrow(RangeError)
  })
})
