import { describe, expect, it } from 'vitest'
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Permissions } from '../../../sync/protocol/index.ts'
import { historyTabs, serviceChoices, HISTORY_TABS } from './history-tabs.ts'

const services = [
  { _id: 'rest', type: 'restaurant', name: 'Restaurant' },
  { _id: 'pool', type: 'pool', name: 'Pool bar' },
  { _id: 'rs', type: 'roomservice', name: 'Room service' },
  { _id: 'am', type: 'amenities', name: 'Amenities' },
  { _id: 'rec', type: 'reception', name: 'Reception' },
  { _id: 'spa', type: 'spa', name: 'Spa' },
  { _id: 'info', type: 'info', name: 'Hotel info' },
] as const
const byId = (id: string) => services.find((s) => s._id === id)!
const owner = () => ALL_PERMISSIONS
/** The demo waiter: orders and reservations of the restaurant and pool, orders of room service. */
const waiter = (id: string): Permissions =>
  ['rest', 'pool'].includes(id)
    ? { ...NO_PERMISSIONS, ordersRead: true, reservationsRead: true }
    : id === 'rs'
      ? { ...NO_PERMISSIONS, ordersRead: true }
      : NO_PERMISSIONS
const kinds = (id: string, perms: (id: string) => Permissions) =>
  historyTabs(byId(id), services, perms).map((t) => t.kind)

describe('the option tabs of a service’s history', () => {
  it('orders and reservations for restaurant and pool, stays then orders for reception', () => {
    expect(kinds('rest', owner)).toEqual(['orders', 'reservations'])
    expect(kinds('pool', owner)).toEqual(['orders', 'reservations'])
    expect(kinds('rs', owner)).toEqual(['orders'])
    expect(kinds('am', owner)).toEqual(['orders'])
    expect(kinds('rec', owner)).toEqual(['stays', 'orders'])
  })

  it('info services have no history; the spa lists its appointments to who reads its reservations', () => {
    expect(kinds('info', owner)).toEqual([])
    expect(kinds('spa', owner)).toEqual(['appointments'])
    expect(kinds('spa', waiter)).toEqual([])
    const therapist = (id: string) =>
      id === 'spa' ? { ...NO_PERMISSIONS, reservationsRead: true } : NO_PERMISSIONS
    expect(kinds('spa', therapist)).toEqual(['appointments'])
    const itemsOnly = (id: string) =>
      id === 'spa' ? { ...NO_PERMISSIONS, itemsWrite: true } : NO_PERMISSIONS
    expect(kinds('spa', itemsOnly)).toEqual([])
  })

  it('only the lists the staff member may read', () => {
    expect(kinds('rest', waiter)).toEqual(['orders', 'reservations'])
    expect(kinds('rs', waiter)).toEqual(['orders'])
    expect(kinds('am', waiter)).toEqual([])
    expect(kinds('rec', waiter)).toEqual([])
    const ordersOnly = (id: string) =>
      id === 'rest' ? { ...NO_PERMISSIONS, ordersRead: true } : NO_PERMISSIONS
    expect(kinds('rest', ordersOnly)).toEqual(['orders'])
  })

  it('the service filter offers the services of the list’s types the staff member reads', () => {
    const [orders, reservations, stays] = HISTORY_TABS
    expect(serviceChoices(orders!, services, waiter).map((s) => s._id)).toEqual([
      'pool',
      'rest',
      'rs',
    ])
    expect(serviceChoices(reservations!, services, owner).map((s) => s._id)).toEqual([
      'pool',
      'rest',
    ])
    expect(serviceChoices(stays!, services, owner)).toEqual([])
  })
})
