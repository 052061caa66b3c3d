import { describe, expect, it } from 'vitest'
import type { Offer } from '../../../sync/protocol/index.ts'
import { checkEntry, draftOf, emptyDraft } from './entry-draft.ts'

const named = (en: string) => ({ ...emptyDraft(), name: { en, srb: '', cro: '' } })

describe('the info screen’s form', () => {
  it('needs an English title, and keeps the other languages only when typed', () => {
    expect(checkEntry('info', emptyDraft()).problems).toEqual({ name: 'required' })
    const ok = checkEntry('info', {
      ...named(' Wi-Fi '),
      text: { en: 'Password: sea', srb: '', cro: 'Lozinka: sea' },
    })
    expect(ok.fields).toEqual({
      title: { en: 'Wi-Fi' },
      text: { en: 'Password: sea', cro: 'Lozinka: sea' },
      link: null,
    })
  })

  it('takes http(s) links only, and bounds the texts', () => {
    expect(checkEntry('info', { ...named('A'), link: 'javascript:alert(1)' }).problems).toEqual({
      link: 'link',
    })
    expect(
      checkEntry('info', { ...named('A'), link: 'https://city.example' }).fields,
    ).toMatchObject({ link: 'https://city.example' })
    expect(checkEntry('store', { ...named('A'), website: 'www.a.example' }).problems.website).toBe(
      'link',
    )
    expect(checkEntry('info', named('x'.repeat(201))).problems.name).toBe('tooLong')
    expect(checkEntry('store', named('x'.repeat(121))).problems.name).toBe('tooLong')
  })

  it('reads an offer’s price with a dot, empty as no price', () => {
    expect(checkEntry('offer', { ...named('Bread'), price: '1,20' }).problems.price).toBe(
      'priceComma',
    )
    expect(checkEntry('offer', { ...named('Bread'), price: '-1' }).problems.price).toBe('price')
    expect(checkEntry('offer', { ...named('Bread'), price: '1.205' }).fields).toMatchObject({
      price: 1.21,
      store_id: null,
    })
    expect(checkEntry('offer', named('Beach')).fields).toMatchObject({ price: null })
  })

  it('edits an offer from its row', () => {
    const offer: Offer = {
      _id: 'o1',
      business_id: 'b',
      service_id: 's',
      store_id: 'st',
      name: { en: 'Bread', cro: 'Kruh' },
      description: { en: '' },
      price: 1.2,
      website: null,
      contact: '',
      maps_link: 'https://maps.example',
      image: null,
      version: 1,
    }
    const draft = draftOf('offer', offer)
    expect(draft).toMatchObject({ price: '1.2', storeId: 'st', mapsLink: 'https://maps.example' })
    expect(draft.name).toEqual({ en: 'Bread', srb: '', cro: 'Kruh' })
  })
})
