import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { refusedDays } from '../../src/features/employee-shifts/week-save.ts'
import { openDesk } from '../helpers/reception.ts'
import { dayIn, onShift, therapists } from '../helpers/spa.ts'
import { useHotel } from './helpers/fixture.ts'
import { waitFor } from './helpers/wait.ts'

const hotel = useHotel()

describe('the shift schedule’s refused days', () => {
  it('after a week saved offline lands, only the day the server refused differs from what was sent', async () => {
    const desk = await openDesk(hotel.server)
    const staff = await therapists(hotel.server)
    const luka = staff.Luka!
    const days = [0, 1, 2].map((i) => dayIn(20 + i))
    await onShift(hotel.server, desk, days[2]!, [luka])
    const tablet = await hotel.tablet('owner')
    const cleared = await waitFor(
      () =>
        tablet.db.employeeShifts
          .where('date')
          .equals(days[2]!)
          .filter((s) => s.target_employee_id === luka)
          .first(),
      { what: 'Luka’s shift' },
    )

    tablet.link.setUp(false)
    const sent = [
      { date: days[0]!, shift_id: 'spa-afternoon', _id: randomUUID() }, // created
      { date: days[1]!, shift_id: 'spa-nope', _id: randomUUID() }, // not a shift of the spa
      { date: days[2]!, shift_id: null, _id: cleared._id }, // deleted
    ]
    await tablet.engine.enqueue('shift.saveWeek', {
      business_id: hotel.server.demo.businessId,
      service_id: hotel.server.demo.services.spa._id,
      target_employee_id: luka,
      week_start: days[0]!,
      days: sent,
    })
    const lukas = () => tablet.db.employeeShifts.where('target_employee_id').equals(luka).toArray()
    // While it waits the device shows the week as sent.
    expect(refusedDays(sent, await lukas())).toBe(0)

    tablet.link.setUp(true)
    await tablet.engine.retryNow()
    await tablet.engine.waitUntilSent()
    expect(await tablet.db.outbox.count()).toBe(0)
    // The refused day is gone again (the server has none); the other two stand.
    expect(refusedDays(sent, await lukas())).toBe(1)
    expect(refusedDays([sent[0]!, sent[2]!], await lukas())).toBe(0)
  })
})
