import { describe, expect, it } from 'vitest'
import { planRoomSync, type LocalRoom } from './plan-rooms.ts'

const room = (
  id: string,
  name: string,
  externalId: string | null = null,
  type = '',
): LocalRoom => ({
  id,
  name,
  type,
  externalId,
})

describe('planRoomSync', () => {
  it('creates the rooms the business does not have', () => {
    const plan = planRoomSync(
      [room('a', '101')],
      [{ externalId: 'x2', name: '202', type: 'Suite' }],
    )
    expect(plan.create).toEqual([{ externalId: 'x2', name: '202', type: 'Suite' }])
    expect(plan.update).toEqual([])
  })

  it('links a room staff made by its name (any letter case, spaces aside) and keeps its name', () => {
    const plan = planRoomSync(
      [room('a', 'Suite A', null, 'Suite')],
      [{ externalId: 'x1', name: '  suite a ', type: 'Suite' }],
    )
    expect(plan.create).toEqual([])
    expect(plan.update).toEqual([
      { id: 'a', externalId: 'x1', name: 'Suite A', type: 'Suite', renamed: false },
    ])
  })

  it('renames and retypes a linked room as the channel manager says', () => {
    const plan = planRoomSync(
      [room('a', '101', 'x1', 'Double')],
      [{ externalId: 'x1', name: '101A', type: 'Twin' }],
    )
    expect(plan.update).toEqual([
      { id: 'a', externalId: 'x1', name: '101A', type: 'Twin', renamed: true },
    ])
  })

  it('leaves the type when the channel manager gives none; nothing changed is unchanged', () => {
    const plan = planRoomSync(
      [room('a', '101', 'x1', 'Double')],
      [{ externalId: 'x1', name: '101' }],
    )
    expect(plan).toMatchObject({ create: [], update: [], unchanged: 1, skipped: [] })
  })

  it('never deletes: rooms the channel manager does not list are not in the plan', () => {
    const plan = planRoomSync([room('a', '101'), room('b', '102', 'x2')], [])
    expect(plan).toEqual({ create: [], update: [], unchanged: 0, skipped: [] })
  })

  it('does not take a name linked to another channel room', () => {
    const plan = planRoomSync([room('a', '101', 'x1')], [{ externalId: 'x9', name: '101' }])
    expect(plan.create).toEqual([])
    expect(plan.skipped).toEqual([{ external_id: 'x9', name: '101', reason: 'name_taken' }])
  })

  it('does not rename a room onto another room’s name', () => {
    const plan = planRoomSync(
      [room('a', '101', 'x1'), room('b', '102')],
      [{ externalId: 'x1', name: '102' }],
    )
    expect(plan.update).toEqual([])
    expect(plan.skipped).toEqual([{ external_id: 'x1', name: '102', reason: 'name_taken' }])
  })

  it('frees the old name of a renamed room for the next channel room', () => {
    const plan = planRoomSync(
      [room('a', '101', 'x1')],
      [
        { externalId: 'x1', name: '101A' },
        { externalId: 'x2', name: '101' },
      ],
    )
    expect(plan.update).toMatchObject([{ id: 'a', name: '101A' }])
    expect(plan.create).toEqual([{ externalId: 'x2', name: '101', type: '' }])
  })

  it('skips duplicates and names the room form refuses', () => {
    const plan = planRoomSync(
      [],
      [
        { externalId: 'x1', name: '101' },
        { externalId: 'x1', name: '101 again' },
        { externalId: 'x2', name: '101' },
        { externalId: 'x3', name: '   ' },
        { externalId: 'x4', name: 'x'.repeat(51) },
      ],
    )
    expect(plan.create).toHaveLength(1)
    expect(plan.skipped.map((s) => [s.external_id, s.reason])).toEqual([
      ['x1', 'duplicate'],
      ['x2', 'duplicate'],
      ['x3', 'invalid_name'],
      ['x4', 'invalid_name'],
    ])
  })

  it('links one staff room once even if two channel rooms carry its name', () => {
    const plan = planRoomSync(
      [room('a', '101')],
      [
        { externalId: 'x1', name: '101' },
        { externalId: 'x2', name: '101' },
      ],
    )
    expect(plan.update).toMatchObject([{ id: 'a', externalId: 'x1' }])
    expect(plan.skipped).toEqual([{ external_id: 'x2', name: '101', reason: 'name_taken' }])
  })

  it('a second plan after the first is applied changes nothing', () => {
    const remote = [
      { externalId: 'x1', name: '101', type: 'Double' },
      { externalId: 'x2', name: '202', type: 'Suite' },
    ]
    const first = planRoomSync([room('a', '101', null, 'Double')], remote)
    const applied: LocalRoom[] = [
      ...first.update.map((u) => room(u.id, u.name, u.externalId, u.type)),
      ...first.create.map((c, i) => room(`new${i}`, c.name, c.externalId, c.type)),
    ]
    expect(planRoomSync(applied, remote)).toEqual({
      create: [],
      update: [],
      unchanged: 2,
      skipped: [],
    })
  })
})
