import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Service } from '../../../sync/protocol/index.ts'
import { ANALYTICS_DATA, todayIn } from '../../../sync/protocol/rules/index.ts'
import { fetchAnalytics, type AnalyticsResult } from '../../../sync/online.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'
import { useMe } from '../../app/staff/session-store.ts'
import { useBusiness, useServices } from '../../app/staff/shared-queries.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { inSidebarOrder } from '../../app/sidebar/sidebar-entries.ts'
import { useHotelZone } from '../../lib/hotel-zone.ts'
import { ReportForm } from './ReportForm.tsx'
import { ReportView } from './ReportView.tsx'
import { chartServices, defaultDraft, type Report, type ReportDraft } from './report-model.ts'
import './analytics.css'

type Step =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'failed'; result: Exclude<AnalyticsResult, { kind: 'ok' }> }

/**
 * BChart /app/h/chart/ (spec 001 §2 Analytics): the owner's and managers' chart of a service's
 * orders, revenue or reservations per day or month, with its numbers as a table and a CSV.
 * The report is a server query, not a synced table: offline the form says so and the last
 * report generated stays on screen.
 */
export function HotelAnalytics() {
  const me = useMe()
  const services = useServices()
  if (!me.manager && me.role !== 'business') {
    return (
      <p className="an-note">
        <Trans>Only the owner or a manager sees the analytics.</Trans>
      </p>
    )
  }
  if (!services) {
    return (
      <p role="status" className="an-note">
        <Trans>Loading…</Trans>
      </p>
    )
  }
  return <AnalyticsScreen services={services} businessId={me.business_id ?? ''} />
}

function AnalyticsScreen({ services, businessId }: { services: Service[]; businessId: string }) {
  const { i18n } = useLingui()
  const zone = useHotelZone()
  const business = useBusiness()
  const { connection } = useSyncStatus()
  const offered = useMemo(() => inSidebarOrder(chartServices(services)), [services])
  const [edited, setDraft] = useState<ReportDraft | null>(null)
  const draft = edited ?? defaultDraft(todayIn(zone), offered)
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [report, setReport] = useState<Report | null>(null)
  const online = connection === 'online'

  const generate = async () => {
    const asked = draft
    setStep({ kind: 'working' })
    const result = await fetchAnalytics(asked.period, {
      service_id: asked.serviceId,
      business_id: businessId,
      returnData: ANALYTICS_DATA[asked.data],
      dateStart: asked.from,
      dateEnd: asked.to,
    })
    if (result.kind !== 'ok') {
      console.error('The analytics report could not be loaded', result)
      setStep({ kind: 'failed', result })
      return
    }
    setReport({ ...asked, points: result.points })
    setStep({ kind: 'idle' })
  }

  return (
    <div className="an-screen">
      <h1 className="an-title">
        <Trans>Analytics</Trans>
      </h1>
      {offered.length === 0 ? (
        <p className="an-note">
          <Trans>This business has no restaurant, pool, room service, amenities or spa yet.</Trans>
        </p>
      ) : (
        <ReportForm
          draft={draft}
          services={offered}
          online={online}
          working={step.kind === 'working'}
          onChange={setDraft}
          onGenerate={() => {
            generate().catch((error: unknown) => {
              console.error('The analytics report could not be loaded', error)
              setStep({ kind: 'failed', result: { kind: 'unreachable' } })
            })
          }}
        />
      )}
      {!online ? (
        <p className="an-offline" role="status" data-testid="analytics-offline">
          {report ? (
            <Trans>
              You are offline. Reports are made on the server from all of the hotel’s orders: they
              need the connection. The last report stays below.
            </Trans>
          ) : (
            <Trans>
              You are offline. Reports are made on the server from all of the hotel’s orders: they
              need the connection.
            </Trans>
          )}
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p className="an-error" role="alert">
          {i18n._(FAIL_TEXT)}{' '}
          {step.result.kind === 'unreachable' ? (
            <Trans>The server did not answer. Check the connection and try again.</Trans>
          ) : (
            <Trans>The report could not be made. Try again.</Trans>
          )}
        </p>
      ) : null}
      {report ? (
        <ReportView
          report={report}
          serviceName={services.find((s) => s._id === report.serviceId)?.name ?? ''}
          currency={business?.currency ?? ''}
        />
      ) : null}
    </div>
  )
}
