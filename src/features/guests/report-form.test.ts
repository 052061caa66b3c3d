import { describe, expect, it } from 'vitest'
import { NO_PERMISSIONS, REPORT_DATA_TYPES } from '../../../sync/protocol/rules/index.ts'
import { emptyReportForm, reportBody, reportProblem, reportServices } from './report-form.ts'

const ready = {
  ...emptyReportForm('biz'),
  type: 'daily' as const,
  dataType: REPORT_DATA_TYPES.orders,
  service_id: 'svc',
  startDate: '2026-05-01',
  endDate: '2026-05-31',
}

describe('the report form', () => {
  it('runs only when type, data type, service, business and both dates are set (spec section 5)', () => {
    expect(reportProblem(emptyReportForm('biz'))).toBe('type')
    expect(reportProblem({ ...ready, dataType: '' })).toBe('dataType')
    expect(reportProblem({ ...ready, service_id: '' })).toBe('service_id')
    expect(reportProblem({ ...ready, business_id: '' })).toBe('business_id')
    expect(reportProblem(emptyReportForm(null))).toBe('type')
    expect(reportProblem({ ...ready, startDate: '' })).toBe('startDate')
    expect(reportProblem({ ...ready, endDate: '' })).toBe('endDate')
    // Orders are data type 0: set, though falsy.
    expect(reportProblem(ready)).toBeNull()
    expect(reportBody(ready, 'srb')).toEqual({
      type: 'daily',
      dataType: 0,
      service_id: 'svc',
      business_id: 'biz',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      lang: 'srb',
    })
    expect(reportBody({ ...ready, endDate: '' }, 'en')).toBeNull()
  })

  it('one day is a period; an end before the start or more than two years is not', () => {
    expect(reportProblem({ ...ready, endDate: '2026-05-01' })).toBeNull()
    expect(reportProblem({ ...ready, endDate: '2026-04-30' })).toBe('endBeforeStart')
    // 731 days, the end day included, is the longest.
    expect(reportProblem({ ...ready, startDate: '2024-05-01', endDate: '2026-05-01' })).toBeNull()
    expect(reportProblem({ ...ready, startDate: '2024-05-01', endDate: '2026-05-02' })).toBe(
      'tooLong',
    )
  })

  it('offers the services whose orders or reservations the staff member reads', () => {
    const options = {}
    const services = [
      { _id: 'rs', type: 'roomservice' as const, options },
      { _id: 'am', type: 'amenities' as const, options },
      { _id: 'pool', type: 'pool' as const, options },
      { _id: 'rec', type: 'reception' as const, options },
      { _id: 'k', type: 'kitchen' as const, options: { connectedServices: ['rs'] } },
    ]
    const perms = (p: Partial<typeof NO_PERMISSIONS>) => ({ ...NO_PERMISSIONS, ...p })
    const me = {
      permissions: {
        am: perms({ ordersRead: true }),
        pool: perms({ reservationsRead: true }),
        rec: perms({ ordersRead: true }),
      },
    }
    expect(reportServices(services, me).map((s) => s._id)).toEqual(['am', 'pool'])
    // A kitchen's reader reads its connected services' orders.
    const cook = { permissions: { k: perms({ ordersRead: true }) } }
    expect(reportServices(services, cook).map((s) => s._id)).toEqual(['rs'])
  })
})
