import { describe, expect, it } from 'vitest'
import {
  EMAIL_INVALID,
  FIELD_REQUIRED,
  NAME_TOO_SHORT,
  PASSWORDS_DIFFER,
  PASSWORD_MIN,
  PASSWORD_TOO_SHORT,
  SEARCH_MIN,
  SEARCH_TOO_SHORT,
  TAX_ID_MIN,
  TAX_ID_TOO_SHORT,
  TERMS_NOT_ACCEPTED,
  ZIP_MIN,
  ZIP_TOO_SHORT,
  hasControlCharacters,
  nameMinLength,
  normalizeEmail,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateSearchTerm,
  searchText,
  SEARCH_MAX,
  validateTaxId,
  validateTermsAccepted,
  validateZip,
  validationParams,
} from '~/domain/validation'

describe('constants', () => {
  it('has the minimum lengths of the spec table', () => {
    expect(ZIP_MIN).toBe(3)
    expect(TAX_ID_MIN).toBe(3)
    expect(PASSWORD_MIN).toBe(8)
    expect(SEARCH_MIN).toBe(3)
  })
})

describe("required fields: 'Field is required'", () => {
  it('uses the spec wording', () => {
    expect(FIELD_REQUIRED).toBe('Field is required')
  })

  it('fails empty, blank and missing values', () => {
    for (const value of ['', '   ', null, undefined, false]) expect(validateRequired(value)).toBe(FIELD_REQUIRED)
  })

  it('passes any content', () => {
    expect(validateRequired('x')).toBeNull()
    expect(validateRequired(0)).toBeNull()
    expect(validateRequired(true)).toBeNull()
  })
})

describe('name: at least 2 letters in English, 3 in other locales', () => {
  it('needs 2 letters in English locales', () => {
    expect(nameMinLength('en-ZA')).toBe(2)
    expect(nameMinLength('en-US')).toBe(2)
    expect(nameMinLength('en')).toBe(2)
    expect(nameMinLength('EN_gb')).toBe(2)
  })

  it('needs 3 letters in other locales', () => {
    for (const locale of ['de-DE', 'it-IT', 'fr-FR', 'ja-JP']) expect(nameMinLength(locale)).toBe(3)
  })

  it('does not mistake a language starting with "en" for English', () => {
    expect(nameMinLength('eno')).toBe(3)
  })

  it('accepts exactly 2 letters in English (boundary)', () => {
    expect(validateName('Al', 'en-ZA')).toBeNull()
  })

  it('rejects 1 letter in English', () => {
    expect(validateName('A', 'en-ZA')).toBe(NAME_TOO_SHORT)
  })

  it('rejects 2 letters and accepts 3 in German (boundary)', () => {
    expect(validateName('Al', 'de-DE')).toBe(NAME_TOO_SHORT)
    expect(validateName('Ali', 'de-DE')).toBeNull()
  })

  it('counts letters only, including accented ones', () => {
    expect(validateName("O'", 'en-ZA')).toBe(NAME_TOO_SHORT)
    expect(validateName('Zoë', 'it-IT')).toBeNull()
  })

  it('reports an empty name as required', () => {
    expect(validateName('  ', 'en-ZA')).toBe(FIELD_REQUIRED)
  })
})

describe('password: at least 8', () => {
  it('rejects 7 characters and accepts 8 (boundary)', () => {
    expect(validatePassword('1234567')).toBe(PASSWORD_TOO_SHORT)
    expect(validatePassword('12345678')).toBeNull()
  })

  it('reports an empty password as required', () => {
    expect(validatePassword('')).toBe(FIELD_REQUIRED)
    expect(validatePassword(undefined)).toBe(FIELD_REQUIRED)
  })
})

describe('password confirmation: must be identical', () => {
  it('passes an identical confirmation', () => {
    expect(validatePasswordConfirmation('secret-pass', 'secret-pass')).toBeNull()
  })

  it('fails a different confirmation, including case and spaces', () => {
    expect(validatePasswordConfirmation('secret-pass', 'Secret-pass')).toBe(PASSWORDS_DIFFER)
    expect(validatePasswordConfirmation('secret-pass', 'secret-pass ')).toBe(PASSWORDS_DIFFER)
  })

  it('reports an empty confirmation as required', () => {
    expect(validatePasswordConfirmation('secret-pass', '')).toBe(FIELD_REQUIRED)
  })
})

describe('tax ID and zip-code: at least 3', () => {
  it('tax ID: rejects 2 characters, accepts 3', () => {
    expect(validateTaxId('12')).toBe(TAX_ID_TOO_SHORT)
    expect(validateTaxId('123')).toBeNull()
  })

  it('zip-code: rejects 2 characters, accepts 3, ignoring outer spaces', () => {
    expect(validateZip(' 80 ')).toBe(ZIP_TOO_SHORT)
    expect(validateZip('800')).toBeNull()
    expect(validateZip(8001)).toBeNull()
  })

  it('reports empty values as required', () => {
    expect(validateTaxId('')).toBe(FIELD_REQUIRED)
    expect(validateZip(null)).toBe(FIELD_REQUIRED)
  })
})

describe('search text: one cleaning for the page, the suggestions and the panel', () => {
  it('makes runs of white space one space and trims', () => {
    expect(searchText('  fridge  \t white\n')).toBe('fridge white')
  })

  it('cuts long terms and reads anything that is not text as empty', () => {
    expect(searchText('a'.repeat(SEARCH_MAX + 50))).toHaveLength(SEARCH_MAX)
    expect(searchText(null)).toBe('')
    expect(searchText(['kettle'])).toBe('')
  })
})

describe('search term: at least 3 characters', () => {
  it('rejects 2 characters and accepts 3 (boundary)', () => {
    expect(validateSearchTerm('ke')).toBe(SEARCH_TOO_SHORT)
    expect(validateSearchTerm('ket')).toBeNull()
  })

  it('does not count outer spaces', () => {
    expect(validateSearchTerm('  ke  ')).toBe(SEARCH_TOO_SHORT)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(validateSearchTerm('äöü')).toBeNull()
    expect(validateSearchTerm('😀😀')).toBe(SEARCH_TOO_SHORT)
  })

  it('treats an empty term as too short', () => {
    expect(validateSearchTerm('')).toBe(SEARCH_TOO_SHORT)
  })
})

describe('e-mail: valid address', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['jan@example.com', 'jan.de.wet+shop@mail.example.co.za', 'a@b.de', ' x@y.it ']) {
      expect(validateEmail(email)).toBeNull()
    }
  })

  it('rejects malformed addresses', () => {
    for (const email of [
      'jan',
      'jan@',
      '@example.com',
      'jan@example',
      'jan@@example.com',
      'ja n@example.com',
      'jan@example.c',
      'jan@-example.com',
      '.jan@example.com',
      'jan..x@example.com',
      'jan@example..com',
    ]) {
      expect(validateEmail(email)).toBe(EMAIL_INVALID)
    }
  })

  it('reports an empty address as required', () => {
    expect(validateEmail('')).toBe(FIELD_REQUIRED)
  })
})

describe('terms and conditions: must be accepted', () => {
  it('accepts a checked box and true', () => {
    expect(validateTermsAccepted('on')).toBeNull()
    expect(validateTermsAccepted(true)).toBeNull()
    expect(validateTermsAccepted('true')).toBeNull()
  })

  it('rejects an unchecked box', () => {
    for (const value of [undefined, null, '', false, 'off', 'false']) expect(validateTermsAccepted(value)).toBe(TERMS_NOT_ACCEPTED)
  })
})

describe('validationParams', () => {
  it('gives the minimum for each length message', () => {
    expect(validationParams(NAME_TOO_SHORT, 'en-ZA')).toEqual({ min: 2 })
    expect(validationParams(NAME_TOO_SHORT, 'de-DE')).toEqual({ min: 3 })
    expect(validationParams(PASSWORD_TOO_SHORT, 'en-ZA')).toEqual({ min: 8 })
    expect(validationParams(ZIP_TOO_SHORT, 'en-ZA')).toEqual({ min: 3 })
    expect(validationParams(TAX_ID_TOO_SHORT, 'en-ZA')).toEqual({ min: 3 })
    expect(validationParams(SEARCH_TOO_SHORT, 'en-ZA')).toEqual({ min: 3 })
  })

  it('gives nothing for messages without placeholders', () => {
    expect(validationParams(FIELD_REQUIRED, 'en-ZA')).toEqual({})
  })
})

describe('normalizeEmail', () => {
  it('ignores case and surrounding blanks, so one address is one account and one subscription', () => {
    expect(normalizeEmail('  Thandi@Example.CO.ZA ')).toBe('thandi@example.co.za')
  })
})

describe('control characters', () => {
  it('finds NUL, the bell, DEL and C1 controls anywhere in a line', () => {
    for (const value of ['a\u0000b', '\u0007', 'x\u001f', 'x\u007f', 'x\u0085', 'x\u009f']) {
      expect(hasControlCharacters(value), JSON.stringify(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true }), JSON.stringify(value)).toBe(true)
    }
  })

  it('lets a text of several lines keep its tabs and line breaks, and a line none', () => {
    const letter = 'Dear shop,\r\n\tthe kettle\nleaks.'
    expect(hasControlCharacters(letter, { multiline: true })).toBe(false)
    expect(hasControlCharacters(letter)).toBe(true)
  })

  it('takes every printable character, whatever the script', () => {
    expect(hasControlCharacters('Zoë Müller-Łukasz 中村 +27 (0)21 · €5 \u00a0 \u200b')).toBe(false)
  })
})
