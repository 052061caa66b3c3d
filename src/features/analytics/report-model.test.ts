import { describe, expect, it } from 'vitest'
import type { ServiceType } from '../../../sync/protocol/index.ts'
import {
  buckets,
  chartServices,
  currencyLabel,
  defaultDraft,
  draftProblem,
  fillSeries,
  pointLabel,
  reportCsv,
  reportFileName,
  tickLabel,
  type Report,
  type ReportDraft,
} from './report-model.ts'

const draft = (patch: Partial<ReportDraft> = {}): ReportDraft => ({
  serviceId: 's1',
  period: 'daily',
  data: 'orders',
  from: '2026-11-01',
  to: '2026-11-30',
  ...patch,
})

describe('the analytics form', () => {
  it('opens on the first service, daily orders of the last 30 days, today included', () => {
    expect(defaultDraft('2026-03-01', [{ _id: 'a' }, { _id: 'b' }])).toEqual({
      serviceId: 'a',
      period: 'daily',
      data: 'orders',
      from: '2026-01-31',
      to: '2026-03-01',
    })
    expect(defaultDraft('2026-03-01', []).serviceId).toBe('')
  })

  it('offers the restaurant, pool, room service, amenities and spa services only', () => {
    const types: ServiceType[] = [
      'restaurant',
      'reception',
      'pool',
      'kitchen',
      'roomservice',
      'amenities',
      'spa',
      'chat',
    ]
    expect(chartServices(types.map((type) => ({ type }))).map((s) => s.type)).toEqual([
      'restaurant',
      'pool',
      'roomservice',
      'amenities',
      'spa',
    ])
  })

  it('asks for a service, two days in order, and the server’s longest ranges', () => {
    expect(draftProblem(draft())).toBeNull()
    expect(draftProblem(draft({ serviceId: '' }))).toBe('service')
    expect(draftProblem(draft({ from: '' }))).toBe('dates')
    expect(draftProblem(draft({ to: '2026-10-31' }))).toBe('order')
    expect(draftProblem(draft({ from: '2026-11-30', to: '2026-11-30' }))).toBeNull()
    // daily: 366 days at most (a leap year's), monthly 120 months
    expect(draftProblem(draft({ from: '2024-01-01', to: '2024-12-31' }))).toBeNull()
    expect(draftProblem(draft({ from: '2024-01-01', to: '2025-01-01' }))).toBe('tooLong')
    expect(
      draftProblem(draft({ period: 'monthly', from: '2016-12-31', to: '2026-11-01' })),
    ).toBeNull()
    expect(draftProblem(draft({ period: 'monthly', from: '2016-11-30', to: '2026-11-01' }))).toBe(
      'tooLong',
    )
  })
})

describe('the series', () => {
  it('has every day of the range, across a month and a year end', () => {
    expect(buckets('daily', '2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    // 29 February 2028, and the spring clock change (28 March 2027) is one day like any other
    expect(buckets('daily', '2028-02-28', '2028-03-01')).toHaveLength(3)
    expect(buckets('daily', '2027-03-27', '2027-03-29')).toHaveLength(3)
  })

  it('has every month from the first day’s month to the last day’s', () => {
    expect(buckets('monthly', '2026-11-20', '2027-02-03')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(buckets('monthly', '2026-11-20', '2026-11-21')).toEqual(['2026-11'])
  })

  it('fills the days the server did not send with 0 and drops points outside the range', () => {
    const series = fillSeries(draft({ from: '2026-11-01', to: '2026-11-04' }), [
      { date: '2026-11-02', data: 5 },
      { date: '2026-11-04', data: 7.5 },
      { date: '2026-11-09', data: 99 },
    ])
    expect(series).toEqual([
      { date: '2026-11-01', data: 0 },
      { date: '2026-11-02', data: 5 },
      { date: '2026-11-03', data: 0 },
      { date: '2026-11-04', data: 7.5 },
    ])
  })
})

describe('labels', () => {
  it('writes the hotel day as the calendar has it, whatever the device zone', () => {
    // formatDay formats in UTC: 1 November stays 1 November even in a zone west of UTC
    expect(pointLabel('2026-11-01', 'daily', 'en-GB')).toBe('Sun, 1 Nov 2026')
    expect(pointLabel('2026-11', 'monthly', 'en-GB')).toBe('November 2026')
    expect(pointLabel('2026-11', 'monthly', 'hr')).toMatch(/studen(i|oga) 2026/)
    expect(tickLabel('2026-11-01', 'daily', 'en-GB')).toBe('1 Nov')
    expect(tickLabel('2027-01', 'monthly', 'en-GB')).toBe('Jan 27')
  })

  it('labels revenue in the business currency: RSD, EUR, $, £, ₹', () => {
    expect(['RSD', '€', '$', '£', '₹', undefined].map(currencyLabel)).toEqual([
      'RSD',
      'EUR',
      '$',
      '£',
      '₹',
      '',
    ])
  })
})

describe('the CSV download', () => {
  const report = (patch: Partial<Report> = {}): Report => ({
    ...draft({ from: '2026-11-01', to: '2026-11-03' }),
    points: [
      { date: '2026-11-01', data: 3 },
      { date: '2026-11-03', data: 1234.5 },
    ],
    ...patch,
  })

  it('has a header and one row per day, missing days as 0', () => {
    expect(reportCsv(report(), ['Date', 'Orders'], 'en')).toBe(
      '\uFEFFDate,Orders\r\n2026-11-01,3\r\n2026-11-02,0\r\n2026-11-03,1234.5\r\n',
    )
  })

  it('writes revenue with two decimals, in the language’s separators, quoting what needs it', () => {
    const revenue = report({ data: 'revenue' })
    expect(reportCsv(revenue, ['Date', 'Revenue (EUR)'], 'en')).toBe(
      '\uFEFFDate,Revenue (EUR)\r\n2026-11-01,3.00\r\n2026-11-02,0.00\r\n2026-11-03,1234.50\r\n',
    )
    expect(reportCsv(revenue, ['Datum', 'Prihod; "RSD"'], 'srb')).toBe(
      '\uFEFFDatum;"Prihod; ""RSD"""\r\n2026-11-01;3,00\r\n2026-11-02;0,00\r\n2026-11-03;1234,50\r\n',
    )
    expect(reportCsv(report(), ['=Date', 'Orders'], 'en')).toMatch(/^\uFEFF'=Date,Orders/)
  })

  it('is named after the service, the data, the period and the range', () => {
    expect(reportFileName(draft(), 'Pool bar')).toBe(
      'analytics-pool-bar-orders-daily-2026-11-01-2026-11-30.csv',
    )
    expect(reportFileName(draft({ data: 'revenue', period: 'monthly' }), 'Čajna kuhinja')).toBe(
      'analytics-cajna-kuhinja-revenue-monthly-2026-11-01-2026-11-30.csv',
    )
  })
})
