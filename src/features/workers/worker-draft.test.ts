import { describe, expect, it } from 'vitest'
import { NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import type { Employee } from '../../../sync/protocol/index.ts'
import {
  checkWorkerDraft,
  draftOfWorker,
  emptyWorkerDraft,
  passwordsReady,
  permissionCount,
  togglePermission,
  toggleService,
} from './worker-draft.ts'

const filled = () => ({
  ...emptyWorkerDraft(),
  name: ' Jelena ',
  surname: 'Marić',
  username: 'jelena',
  password: 'sunny-beach-7',
  confirm: 'sunny-beach-7',
})

describe('the worker form', () => {
  it('names each missing or wrong field as the server would', () => {
    expect(checkWorkerDraft(emptyWorkerDraft(), true, []).problems).toEqual({
      name: 'required',
      surname: 'required',
      username: 'required',
      password: 'required',
    })
    const bad = { ...filled(), username: 'je lena', password: 'short', confirm: 'shorter' }
    expect(checkWorkerDraft(bad, true, []).problems).toEqual({
      username: 'spaces',
      password: 'passwordShort',
      confirm: 'mismatch',
    })
    expect(checkWorkerDraft({ ...filled(), username: 'jo' }, true, []).problems).toEqual({
      username: 'short',
    })
  })

  it('asks no password when editing, and saves services in the business’s order', () => {
    let draft = { ...filled(), password: '', confirm: '' }
    draft = toggleService(draft, 'pool')
    draft = toggleService(draft, 'restaurant')
    draft = togglePermission(draft, 'restaurant', 'ordersRead')
    const checked = checkWorkerDraft(draft, false, ['restaurant', 'spa', 'pool'])
    expect(checked.problems).toEqual({})
    expect(checked.fields).toEqual({
      name: 'Jelena',
      surname: 'Marić',
      username: 'jelena',
      role: 'waiter',
      services: [
        { service_id: 'restaurant', permissions: { ...NO_PERMISSIONS, ordersRead: true } },
        { service_id: 'pool', permissions: NO_PERMISSIONS },
      ],
    })
    expect(toggleService(draft, 'pool').services.pool).toBeUndefined()
  })

  it('a write permission brings its read, and a read taken away takes its write', () => {
    let draft = togglePermission(filled(), 'spa', 'reservationsWrite')
    expect(draft.services.spa).toMatchObject({ reservationsRead: true, reservationsWrite: true })
    draft = togglePermission(draft, 'spa', 'reservationsRead')
    expect(draft.services.spa).toMatchObject({ reservationsRead: false, reservationsWrite: false })
    draft = togglePermission(draft, 'spa', 'shiftsWrite')
    expect(permissionCount(draft.services.spa!)).toBe(2)
  })

  it('starts from a worker as stored', () => {
    const worker = {
      _id: 'w',
      business_id: 'b',
      version: 3,
      name: 'Ivan',
      surname: 'Horvat',
      username: 'kitchen',
      role: 'kitchen',
      services: [{ service_id: 'k', permissions: NO_PERMISSIONS }],
    } satisfies Employee
    expect(draftOfWorker(worker)).toMatchObject({
      role: 'kitchen',
      services: { k: NO_PERMISSIONS },
    })
  })

  it('shows the password save only when both are typed and alike', () => {
    expect(passwordsReady('', '')).toBe(false)
    expect(passwordsReady('abc', 'abd')).toBe(false)
    expect(passwordsReady('abc', 'abc')).toBe(true)
  })
})
