import { describe, expect, it } from 'vitest'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import { checkTableForm, draftOf, emptyDraft, lengthChanged } from './table-form.ts'

const form = (patch: Partial<ReturnType<typeof emptyDraft>>) => ({
  ...emptyDraft(),
  name: 'T9',
  ...patch,
})

describe('the table form', () => {
  it('accepts a table without a length: addLength is not sent (spec §5)', () => {
    expect(checkTableForm(form({ capacity: ' 6 ' }), [])).toEqual({
      ok: true,
      values: { name: 'T9', capacity: 6, type: 'round', rotation: 0, active: true, length: null },
    })
  })
  it('takes a length when given; one field alone means the other is 0', () => {
    const hours = checkTableForm(form({ hours: '2' }), [])
    expect(hours.ok && hours.values.length).toEqual({ hours: 2, minutes: 0 })
    const minutes = checkTableForm(form({ minutes: '45' }), [])
    expect(minutes.ok && minutes.values.length).toEqual({ hours: 0, minutes: 45 })
  })
  it('names what is wrong', () => {
    const result = checkTableForm(
      form({ name: '  ', capacity: '0', hours: 'x', minutes: '60' }),
      [],
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'nameMissing',
        capacity: 'capacityInvalid',
        hours: 'hoursInvalid',
        minutes: 'minutesInvalid',
      },
    })
  })
  it('refuses a capacity over 100, a long name, 25 hours and a zero length', () => {
    expect(checkTableForm(form({ capacity: '101' }), [])).toMatchObject({
      errors: { capacity: 'capacityInvalid' },
    })
    expect(checkTableForm(form({ capacity: '2.5' }), [])).toMatchObject({
      errors: { capacity: 'capacityInvalid' },
    })
    expect(checkTableForm(form({ name: 'x'.repeat(41) }), [])).toMatchObject({
      errors: { name: 'nameTooLong' },
    })
    expect(checkTableForm(form({ hours: '25' }), [])).toMatchObject({
      errors: { hours: 'hoursInvalid' },
    })
    expect(checkTableForm(form({ hours: '0', minutes: '0' }), [])).toMatchObject({
      errors: { hours: 'lengthZero' },
    })
  })
  it('refuses a name another table of the service has, in any case', () => {
    expect(checkTableForm(form({ name: 't1' }), ['T1'])).toMatchObject({
      errors: { name: 'nameTaken' },
    })
  })
  it('fills the form from a table', () => {
    const table = {
      _id: 'a',
      business_id: 'b',
      service_id: 's',
      name: 'T1',
      active: false,
      type: 'couch',
      rotation: 90,
      coordinate_x: 0.5,
      coordinate_y: 0.5,
      capacity: 4,
      length: { h: 1, m: 30 },
      version: 1,
    } satisfies DiningTable
    expect(draftOf(table)).toEqual({
      name: 'T1',
      capacity: '4',
      type: 'couch',
      rotation: 90,
      active: false,
      hours: '1',
      minutes: '30',
    })
    expect(lengthChanged(table, { hours: 1, minutes: 30 })).toBe(false)
    expect(lengthChanged(table, { hours: 2, minutes: 0 })).toBe(true)
    expect(lengthChanged(table, null)).toBe(false)
    expect(lengthChanged(null, { hours: 2, minutes: 0 })).toBe(true)
  })
})
