import { describe, expect, it } from 'vitest'
import {
  businessLegalPatch,
  businessLegalProblems,
  parseVatRate,
  serviceNamesDraft,
  serviceNamesPatch,
  serviceNamesProblems,
  vatRateText,
} from './legal-draft.ts'

describe('the service names draft', () => {
  const restaurant = { name: 'Restaurant', names: { srb: 'Restoran' } }

  it('starts from the service and sends only what changed; a blank translation removes it', () => {
    const draft = serviceNamesDraft(restaurant)
    expect(draft).toEqual({ en: 'Restaurant', srb: 'Restoran', cro: '' })
    expect(serviceNamesPatch(restaurant, draft)).toEqual({})
    expect(serviceNamesPatch(restaurant, { ...draft, cro: ' Restoran ' })).toEqual({
      names: { cro: 'Restoran' },
    })
    expect(serviceNamesPatch(restaurant, { en: 'Bistro', srb: '', cro: '' })).toEqual({
      name: 'Bistro',
      names: { srb: '' },
    })
  })

  it('needs the English name; every name within 100 characters', () => {
    expect(serviceNamesProblems({ en: ' ', srb: '', cro: '' })).toEqual({ en: 'required' })
    expect(serviceNamesProblems({ en: 'Spa', srb: 'x'.repeat(101), cro: '' })).toEqual({
      srb: 'tooLong',
    })
  })
})

describe('the VAT rate input', () => {
  it('reads a percent with a point or a comma, up to 2 decimals, 0 to 100', () => {
    expect(parseVatRate('20')).toBe(20)
    expect(parseVatRate('9,5')).toBe(9.5)
    expect(parseVatRate(' 13.25 % ')).toBe(13.25)
    expect(parseVatRate('0')).toBe(0)
    for (const bad of ['', 'abc', '-5', '101', '20.125', '1e2', '20,5,5'])
      expect(parseVatRate(bad), bad).toBeNull()
    expect(vatRateText(9.5, ',')).toBe('9,5')
    expect(vatRateText(undefined)).toBe('0')
  })
})

describe('the legal data draft', () => {
  it('checks the tax number and lengths, and sends only what changed', () => {
    expect(
      businessLegalProblems({ legal_name: '', address: '', tax_number: 'RS 109876543' }),
    ).toEqual({})
    expect(businessLegalProblems({ legal_name: '', address: '', tax_number: '12<3' })).toEqual({
      tax_number: 'taxNumber',
    })
    const business = { legal_name: 'Aurora d.o.o.', address: 'Beograd', tax_number: '1' }
    expect(
      businessLegalPatch(business, {
        legal_name: 'Aurora d.o.o. ',
        address: 'Novi Sad',
        tax_number: '1',
      }),
    ).toEqual({ address: 'Novi Sad' })
  })
})
