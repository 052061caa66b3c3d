import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { syncChannelManager, type ChannelSyncResult } from '../../../sync/online.ts'
import type { Business } from '../../../sync/protocol/index.ts'
import { engine } from '../../app/staff/engine.ts'
import { useBusiness } from '../../app/staff/shared-queries.ts'
import { useSyncStatus } from '../../app/staff/use-sync-status.ts'
import { FAIL_TEXT } from '../../app/status/fail-text.ts'

type Integration = Exclude<Business['integration'], 'none'>

/** The channel managers by their own names (spec 000 §1: prosoft, opera, otasync). */
/* eslint-disable lingui/no-unlocalized-strings -- product names */
const NAMES: Record<Integration, string> = {
  otasync: 'OTASync',
  opera: 'Opera',
  prosoft: 'Prosoft',
}
/* eslint-enable lingui/no-unlocalized-strings */

export interface ChannelSync {
  /** The business's channel manager by name; null: it has none (integration none), no button. */
  name: string | null
  online: boolean
  busy: boolean
  result: ChannelSyncResult | null
  run: () => void
  dismiss: () => void
}

/**
 * The rooms screen's sync with the business's channel manager (rooms, then stays; docs/api.md
 * "Channel manager"). It needs the server and the channel manager: offline it cannot run. What it
 * writes arrives like every other write; a pull right after shows it at once.
 */
export function useChannelSync(): ChannelSync {
  const business = useBusiness()
  const { online } = useSyncStatus()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ChannelSyncResult | null>(null)
  const integration = business?.integration ?? 'none'
  const run = () => {
    if (!business || busy) return
    setBusy(true)
    setResult(null)
    syncChannelManager(business._id)
      .then(async (outcome) => {
        setResult(outcome)
        // Spec 001 §8: a failed sync shows FAIL. and is logged.
        if (!outcome.ok) console.warn('Channel manager sync failed', outcome)
        else await engine.pullNow()
      })
      .catch((error: unknown) => console.error('Channel manager sync failed', error))
      .finally(() => setBusy(false))
  }
  return {
    name: integration === 'none' ? null : NAMES[integration],
    online,
    busy,
    result,
    run,
    dismiss: () => setResult(null),
  }
}

export const CHANNEL_REASON_ID = 'rooms-channel-reason'

/** "Sync with OTASync": shown only when the business has a channel manager; offline, disabled. */
export function ChannelSyncButton({ sync }: { sync: ChannelSync }) {
  const name = sync.name
  if (name === null) return null
  return (
    <button
      type="button"
      className="btn"
      disabled={!sync.online || sync.busy}
      aria-describedby={sync.online ? undefined : CHANNEL_REASON_ID}
      onClick={sync.run}
    >
      {sync.busy ? <Trans>Syncing with {name}…</Trans> : <Trans>Sync with {name}</Trans>}
    </button>
  )
}

/** Why the button is off (offline), or what the last sync did: SYNC COMPLETE or FAIL. */
export function ChannelSyncNote({ sync }: { sync: ChannelSync }) {
  const { i18n } = useLingui()
  const { name, result } = sync
  if (name === null) return null
  if (!sync.online && !result) {
    return (
      <p id={CHANNEL_REASON_ID} className="rooms-channel rooms-channel--off">
        <Trans>
          Sync with {name} needs the network: it reads {name} through the server.
        </Trans>
      </p>
    )
  }
  if (!result) return null
  const dismiss = (
    <button type="button" className="btn btn-small" onClick={sync.dismiss}>
      <Trans>Dismiss</Trans>
    </button>
  )
  if (result.ok) {
    const { created: newRooms, updated: changedRooms, skipped: skippedRooms } = result.rooms
    const { created, updated, removed, skipped } = result.stays
    return (
      <div className="rooms-channel" role="status" data-testid="channel-sync-result">
        <p>
          <strong>
            <Trans>SYNC COMPLETE</Trans>
          </strong>{' '}
          <Trans>
            Rooms from {name}: new {newRooms}, changed {changedRooms}, skipped {skippedRooms}.
            Stays: new {created}, changed {updated}, removed {removed}, skipped {skipped}.
          </Trans>
        </p>
        {dismiss}
      </div>
    )
  }
  return (
    <div
      className="rooms-channel rooms-channel--failed"
      role="alert"
      data-testid="channel-sync-result"
    >
      <p>
        <strong>{i18n._(FAIL_TEXT)}</strong> <FailureText result={result} name={name} />
        {result.step === 'stays' && (
          <>
            {' '}
            <Trans>The rooms were synced; the stays were not.</Trans>
          </>
        )}
      </p>
      {dismiss}
    </div>
  )
}

function FailureText({
  result,
  name,
}: {
  result: Extract<ChannelSyncResult, { ok: false }>
  name: string
}) {
  switch (result.failure) {
    case 'network':
      return <Trans>The server could not be reached. Nothing was synced.</Trans>
    case 'setup':
      return <Trans>{name} is not set up on the server. Nothing was synced.</Trans>
    case 'timeout':
      return <Trans>{name} took too long to answer. Nothing was synced.</Trans>
    case 'refused':
      return <Trans>Your account may not sync the rooms.</Trans>
    case 'peer':
      return <Trans>{name} could not be read. Nothing was synced.</Trans>
  }
}
