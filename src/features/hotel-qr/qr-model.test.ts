import { describe, expect, it } from 'vitest'
import { choiceComplete, initialChoice, qrFileName, slug, tableServices } from './qr-model.ts'

const services = [
  { _id: 's-rec', name: 'Reception', type: 'reception' as const },
  { _id: 's-pool', name: 'Pool bar', type: 'pool' as const },
  { _id: 's-rest', name: 'Adriatic restaurant', type: 'restaurant' as const },
  { _id: 's-rs', name: 'Room service', type: 'roomservice' as const },
]

describe('tableServices', () => {
  it('offers restaurant and pool services, by name', () => {
    expect(tableServices(services).map((s) => s._id)).toEqual(['s-rest', 's-pool'])
    expect(tableServices([])).toEqual([])
  })
})

describe('initialChoice', () => {
  it('opens on the tables of the route’s restaurant or pool service', () => {
    expect(initialChoice('Pool bar', services)).toEqual({ group: 'tables', serviceId: 's-pool' })
  })

  it('else on the rooms, with the first restaurant ready for the tables', () => {
    expect(initialChoice('Reception', services)).toEqual({ group: 'rooms', serviceId: 's-rest' })
    expect(initialChoice(undefined, services)).toEqual({ group: 'rooms', serviceId: 's-rest' })
    expect(initialChoice('Reception', services.slice(0, 1))).toEqual({
      group: 'rooms',
      serviceId: '',
    })
  })

  it('tables need a service; rooms need nothing', () => {
    expect(choiceComplete({ group: 'rooms', serviceId: '' })).toBe(true)
    expect(choiceComplete({ group: 'tables', serviceId: '' })).toBe(false)
    expect(choiceComplete({ group: 'tables', serviceId: 's-pool' })).toBe(true)
  })
})

describe('qrFileName', () => {
  it('names the business and the group; tables also the service', () => {
    expect(qrFileName('Hotel Adriatic', 'rooms')).toBe('qr-hotel-adriatic-rooms.pdf')
    expect(qrFileName('Hotel Adriatic', 'tables', 'Pool bar')).toBe(
      'qr-hotel-adriatic-pool-bar-tables.pdf',
    )
    expect(qrFileName('Hotel Adriatic', 'rooms', 'Pool bar')).toBe('qr-hotel-adriatic-rooms.pdf')
  })

  it('keeps file names plain: accents dropped, other signs become one dash', () => {
    expect(slug('Hotel Đurđevac · Čakovec  Šibenik!')).toBe('hotel-durdevac-cakovec-sibenik')
    expect(qrFileName('', 'rooms')).toBe('qr-rooms.pdf')
    expect(qrFileName('***', 'tables', 'Terasa')).toBe('qr-terasa-tables.pdf')
  })
})
