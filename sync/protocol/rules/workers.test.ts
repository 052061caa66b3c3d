import { describe, expect, it } from 'vitest'
import { fullName, shiftWorkers, worksShiftsAt } from './workers.ts'

const employee = (name: string, role: string, services: string[]) => ({
  name,
  surname: 'X',
  role,
  services: services.map((service_id) => ({ service_id })),
})

describe('who works shifts at a service (spec 001 §2, §6)', () => {
  const all = [
    employee('Sara', 'therapist', ['spa']),
    employee('Mila', 'manager', ['spa']),
    employee('Ana', 'waiter', ['restaurant']),
    employee('Elena', 'therapist', ['restaurant', 'spa']),
  ]

  it('the staff offering the service, managers excluded', () => {
    expect(all.map((e) => worksShiftsAt(e, 'spa'))).toEqual([true, false, false, true])
    expect(worksShiftsAt(employee('Ana', 'waiter', ['restaurant']), 'restaurant')).toBe(true)
  })

  it('listed by full name', () => {
    expect(shiftWorkers(all, 'spa').map(fullName)).toEqual(['Elena X', 'Sara X'])
    expect(fullName({ name: 'Ana', surname: '' })).toBe('Ana')
  })
})
