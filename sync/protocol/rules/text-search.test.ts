import { describe, expect, it } from 'vitest'
import { searchGuests } from './guests.ts'
import { matchesText, searchKey } from './text-search.ts'

describe('search: case and accents aside', () => {
  it('finds a name typed without its accents, in any case', () => {
    expect(matchesText('Ana Kovačević', 'kovacevic')).toBe(true)
    expect(matchesText('Ana Kovačević', 'KOVAČ')).toBe(true)
    expect(matchesText('Željko Šarić', 'zeljko saric')).toBe(true)
    expect(matchesText('Café Ćevap', 'cafe cevap')).toBe(true)
    expect(matchesText('Müller', 'muller')).toBe(true)
  })

  it('spells đ as d or as dj, as people type it', () => {
    expect(matchesText('Đorđe Đorđević', 'dorde')).toBe(true)
    expect(matchesText('Đorđe Đorđević', 'djordjevic')).toBe(true)
    expect(matchesText('Đorđe Đorđević', 'Đorđ')).toBe(true)
    expect(matchesText('Straße', 'strasse')).toBe(true)
  })

  it('still tells different names apart, and a blank query keeps everything', () => {
    expect(matchesText('Ana Kovačević', 'kovacic')).toBe(false)
    expect(matchesText('Ana Kovačević', 'marko')).toBe(false)
    expect(matchesText('Ana', '   ')).toBe(true)
    expect(searchKey('ĐURĐICA')).toBe('durdica')
    expect(searchKey('ĐURĐICA', 'long')).toBe('djurdjica')
  })

  it('is the guest list’s search', () => {
    const guests = [
      { _id: '1', name: 'Ana Kovačević' },
      { _id: '2', name: 'Ivan Kovač' },
      { _id: '3', name: 'Petar Horvat' },
    ]
    expect(searchGuests(guests, 'kovac').map((g) => g._id)).toEqual(['1', '2'])
    expect(searchGuests(guests, ' KOVACEVIC ').map((g) => g._id)).toEqual(['1'])
  })
})
