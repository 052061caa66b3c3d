import { describe, expect, it } from 'vitest'
import type { Service } from '../../../sync/protocol/service.ts'
import { roomlessActions, roomlessServices } from './roomless.ts'

const service = (
  type: Service['type'],
  options: Service['options'] = {},
  name: string = type,
): Service =>
  ({
    _id: `${type}-id`,
    business_id: 'hotel-1',
    name,
    type,
    options,
  }) as Service

describe('roomlessActions', () => {
  it('a restaurant open to the public with reservations: reserve, and scan the table code', () => {
    expect(
      roomlessActions(service('restaurant', { openToPublic: true, reservations: true }, 'Terasa')),
    ).toEqual([
      { kind: 'reserve', path: '/app/public/reservation/hotel-1/Terasa' },
      { kind: 'scanTable' },
    ])
  })

  it('not open to the public: no reservation link', () => {
    expect(roomlessActions(service('pool', { reservations: true }))).toEqual([
      { kind: 'scanTable' },
    ])
    expect(roomlessActions(service('pool', { ordering: false }))).toEqual([])
  })

  it('spa and event planning link their public pages only when open', () => {
    expect(roomlessActions(service('spa', { openToPublic: true }, 'Spa & wellness'))).toEqual([
      { kind: 'book', path: '/app/public/spa/hotel-1/Spa%20%26%20wellness' },
    ])
    expect(roomlessActions(service('spa'))).toEqual([{ kind: 'needsRoom' }])
    // A spa that takes no bookings online is not linked even when open to the public.
    expect(roomlessActions(service('spa', { openToPublic: true, isBookable: false }))).toEqual([
      { kind: 'needsRoom' },
    ])
    expect(roomlessActions(service('eventplanning', { openToPublic: true }))).toEqual([
      { kind: 'plan', path: '/app/public/mice/hotel-1/eventplanning' },
    ])
  })

  it('room service and amenities need a room', () => {
    expect(roomlessActions(service('roomservice'))).toEqual([{ kind: 'needsRoom' }])
    expect(roomlessActions(service('amenities'))).toEqual([{ kind: 'needsRoom' }])
  })
})

describe('roomlessServices', () => {
  it('leaves out staff areas and inactive services', () => {
    const list = [
      service('restaurant'),
      service('kitchen'),
      service('reception'),
      service('spa', { active: false }),
    ]
    expect(roomlessServices(list).map((s) => s.type)).toEqual(['restaurant'])
  })
})
