import { describe, expect, it } from 'vitest'
import { addressLines } from './address'

describe('addressLines', () => {
  it('prints a South African address line by line, postal code before the city', () => {
    expect(
      addressLines(
        {
          firstName: 'Thandi',
          lastName: 'Mokoena',
          company: 'Mokoena Catering',
          streetAddress: '12 Long Street',
          apartmentNumber: 'Unit 4',
          suburb: 'Gardens',
          zipCode: '8001',
          city: 'Cape Town',
          state: 'Western Cape',
          phoneNumber: '+27 21 555 0100',
        },
        'South Africa',
      ),
    ).toEqual([
      'Thandi Mokoena',
      'Mokoena Catering',
      '12 Long Street, Unit 4',
      'Gardens',
      '8001 Cape Town',
      'Western Cape',
      'South Africa',
      '+27 21 555 0100',
    ])
  })

  it('leaves out the parts an address does not have, and blank ones', () => {
    expect(
      addressLines(
        { firstName: 'Anna', lastName: 'Rossi', company: ' ', streetAddress: 'Via Roma 1', zipCode: '20121', city: 'Milano' },
        'Italia',
      ),
    ).toEqual(['Anna Rossi', 'Via Roma 1', '20121 Milano', 'Italia'])
  })
})
