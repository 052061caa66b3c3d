import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { fetchAnalytics } from '../../sync/online.ts'
import { addDaysTo, todayIn } from '../../sync/protocol/rules/index.ts'
import { DEMO_TIME_ZONE } from '../../server/seed-data.ts'
import { useHotel } from './helpers/fixture.ts'

const hotel = useHotel()

describe('fetchAnalytics (the chart’s Generate report)', () => {
  it('gives the server’s points; a waiter’s refusal is told with its status; no link: unreachable', async () => {
    const today = todayIn(DEMO_TIME_ZONE)
    const query = {
      service_id: hotel.server.demo.services.restaurant._id,
      business_id: hotel.server.demo.businessId,
      returnData: 0,
      dateStart: addDaysTo(today, -29),
      dateEnd: today,
    } as const
    const manager = await hotel.tablet('manager')
    const network = { baseUrl: manager.link.url, fetch: manager.net.fetch }
    const daily = await fetchAnalytics('daily', query, network)
    if (daily.kind !== 'ok') throw new Error(`no points: ${JSON.stringify(daily)}`)
    expect(daily.points).toHaveLength(30)
    expect(daily.points[0]?.date).toBe(addDaysTo(today, -29))
    expect(daily.points.every((p) => typeof p.data === 'number')).toBe(true)
    const monthly = await fetchAnalytics('monthly', query, network)
    expect(monthly.kind === 'ok' && monthly.points.map((p) => p.date)).toEqual([
      ...new Set([query.dateStart.slice(0, 7), today.slice(0, 7)]),
    ])
    const backwards = await fetchAnalytics(
      'daily',
      { ...query, dateEnd: addDaysTo(today, -30) },
      network,
    )
    expect(backwards).toMatchObject({ kind: 'refused', status: 400 })
    expect(backwards.kind === 'refused' && backwards.message).toContain('dateEnd')

    const waiter = await hotel.tablet('waiter')
    const refused = await fetchAnalytics('daily', query, {
      baseUrl: waiter.link.url,
      fetch: waiter.net.fetch,
    })
    expect(refused).toMatchObject({ kind: 'refused', status: 403 })

    manager.link.setUp(false)
    expect(await fetchAnalytics('daily', query, network)).toEqual({ kind: 'unreachable' })
  })
})
