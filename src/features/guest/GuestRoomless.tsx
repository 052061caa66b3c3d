/**
 * /app/hur/:bId — the hotel for a guest without a room link: its services with what a roomless
 * guest can use (public reservation, spa booking, event planning; table codes for ordering), and
 * a way in for a hotel guest with a room number and room code. The demo variant (/app/hur/d/:bId)
 * shows the same and refuses reserving and opening a room with orderDisabled.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams } from '../../app/public-shell/nav.tsx'
import type { Service } from '../../../sync/protocol/service.ts'
import { DemoNotice } from './DemoNotice.tsx'
import { getStayAccessTokenRoomNumber } from './guest-api.ts'
import { GuestPage } from './GuestPage.tsx'
import { HttpError, isTrialExpired } from './http.ts'
import { ServiceIcon } from './icons.tsx'
import { LoadFailed } from './LoadFailed.tsx'
import { roomPath } from './paths.ts'
import { roomlessActions, roomlessServices, type RoomlessAction } from './roomless.ts'
import { usePublicServices } from './use-public-services.ts'
import { serviceName as nameIn } from '../../../sync/protocol/rules/service-names.ts'

export function GuestRoomless() {
  return <RoomlessPage demo={false} />
}

export function GuestRoomlessDemo() {
  return <RoomlessPage demo />
}

function RoomlessPage({ demo }: { demo: boolean }) {
  const { t } = useLingui()
  const businessId = useParams().bId ?? ''
  const { data, error, retry } = usePublicServices(businessId)
  const [refused, setRefused] = useState(false)
  const services = data ? roomlessServices(data.services) : null
  return (
    <GuestPage
      title={data?.hotel.name ?? t`Hotel services`}
      languages={data?.hotel.languages ?? []}
    >
      {demo ? <DemoNotice /> : null}
      {error ? <LoadFailed error={error} retry={retry} /> : null}
      {!error && !services ? <p className="g-loading" aria-busy="true" /> : null}
      {refused ? (
        <p className="g-alert" role="alert">
          <Trans>Ordering and booking are disabled in the demo.</Trans>
        </p>
      ) : null}
      {services ? (
        <section className="g-section" aria-labelledby="g-services-h">
          <h2 id="g-services-h">
            <Trans>Our services</Trans>
          </h2>
          {services.length === 0 ? (
            <p className="g-card g-muted">
              <Trans>No services are open right now.</Trans>
            </p>
          ) : (
            <ul className="g-roomless">
              {services.map((service) => (
                <RoomlessService
                  key={service._id}
                  service={service}
                  demo={demo}
                  onRefused={() => setRefused(true)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {data ? (
        <RoomSignIn businessId={data.hotel._id} demo={demo} onRefused={() => setRefused(true)} />
      ) : null}
    </GuestPage>
  )
}

type RoomlessServiceProps = { service: Service; demo: boolean; onRefused: () => void }

function RoomlessService({ service, demo, onRefused }: RoomlessServiceProps) {
  const { i18n } = useLingui()
  const actions = roomlessActions(service)
  return (
    <li className="g-card g-roomless-service">
      <div className="g-roomless-head">
        <ServiceIcon type={service.type} className="g-service-icon" />
        <span className="g-service-text">
          <strong>{nameIn(service, i18n.locale)}</strong>
          {service.description ? <small>{service.description}</small> : null}
        </span>
      </div>
      {actions.length > 0 ? (
        <div className="g-roomless-actions">
          {actions.map((action) => (
            <ActionView key={action.kind} action={action} demo={demo} onRefused={onRefused} />
          ))}
        </div>
      ) : null}
    </li>
  )
}

function ActionView({
  action,
  demo,
  onRefused,
}: {
  action: RoomlessAction
  demo: boolean
  onRefused: () => void
}) {
  if (action.kind === 'scanTable') {
    return (
      <p className="g-muted">
        <Trans>To order, scan the code on your table.</Trans>
      </p>
    )
  }
  if (action.kind === 'needsRoom') {
    return (
      <p className="g-muted">
        <Trans>For hotel guests: open your room below.</Trans>
      </p>
    )
  }
  const path = action.path
  const label =
    action.kind === 'reserve' ? (
      <Trans>Reserve a table</Trans>
    ) : action.kind === 'book' ? (
      <Trans>Book a treatment</Trans>
    ) : (
      <Trans>Plan an event</Trans>
    )
  if (demo) {
    return (
      <button type="button" className="g-btn" onClick={onRefused}>
        {label}
      </button>
    )
  }
  return (
    <Link className="g-btn" to={path}>
      {label}
    </Link>
  )
}

type Problem = 'wrong_code' | 'wrong_room' | 'no_stay' | 'failed' | 'missing' | 'throttled'

function RoomSignIn({
  businessId,
  demo,
  onRefused,
}: {
  businessId: string
  demo: boolean
  onRefused: () => void
}) {
  const navigate = useNavigate()
  const [room, setRoom] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (demo) return onRefused()
    if (!room.trim() || !code.trim()) return setProblem('missing')
    setBusy(true)
    setProblem(null)
    try {
      const access = await getStayAccessTokenRoomNumber(businessId, room.trim(), code.trim())
      void navigate(roomPath(access.room_id))
    } catch (error) {
      if (isTrialExpired(error)) return void navigate('/trial-expired')
      const code = error instanceof HttpError ? error.code : null
      if (code === 'stay.wrong_code') setProblem('wrong_code')
      else if (code === 'stay.wrong_room') setProblem('wrong_room')
      else if (code === 'stay.not_checked_in') setProblem('no_stay')
      else if (error instanceof HttpError && error.status === 429) setProblem('throttled')
      else setProblem('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="g-section" aria-labelledby="g-room-in-h">
      <h2 id="g-room-in-h">
        <Trans>Staying with us?</Trans>
      </h2>
      <form className="g-card g-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="g-muted">
          <Trans>Enter your room number and room code to order to your room.</Trans>
        </p>
        <label className="g-field">
          <span>
            <Trans>Room number</Trans>
          </span>
          <input
            className="g-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={room}
            onChange={(e) => setRoom(e.target.value)}
          />
        </label>
        <label className="g-field">
          <span>
            <Trans>Room code</Trans>
          </span>
          <input
            className="g-input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        {problem ? (
          <p className="g-alert" role="alert">
            {problem === 'wrong_code' ? <Trans>Incorrect code. Try again.</Trans> : null}
            {problem === 'wrong_room' ? (
              <Trans>Incorrect room number. Check it and try again.</Trans>
            ) : null}
            {problem === 'no_stay' ? <Trans>This room has no guest checked in.</Trans> : null}
            {problem === 'missing' ? <Trans>Enter your room number and room code.</Trans> : null}
            {problem === 'throttled' ? (
              <Trans>Too many wrong codes. Try again in a few minutes.</Trans>
            ) : null}
            {problem === 'failed' ? <Trans>Something went wrong. Please try again.</Trans> : null}
          </p>
        ) : null}
        <button type="submit" className="g-btn g-btn-primary g-btn-block" disabled={busy}>
          <Trans>Open my room</Trans>
        </button>
      </form>
    </section>
  )
}
