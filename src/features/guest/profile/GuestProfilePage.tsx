/**
 * /app/hu/guest-profile/:rId — the guest's own profile (spec 001): sign in or register, then the
 * whole profile with its completeness. A 400 or 401 from getGuest removes the stored guest e-mail.
 * The demo variant (/app/hu/d/guest-profile/:rId) shows a sample profile and saves nothing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useParams } from '../../../app/public-shell/nav.tsx'
import type { GuestProfile } from '../../../../sync/protocol/rules/guest-profile.ts'
import { DemoNotice } from '../DemoNotice.tsx'
import { GuestAuthForms } from './GuestAuthForms.tsx'
import { GuestPage } from '../GuestPage.tsx'
import { isAborted } from '../http.ts'
import { LoadFailed } from '../LoadFailed.tsx'
import { roomPath } from '../paths.ts'
import { getGuest, logoutGuest } from './profile-api.ts'
import { ProfileForm } from './ProfileForm.tsx'
import { useRoomPlace } from '../use-room-place.ts'

type State =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  | { phase: 'out' }
  | { phase: 'in'; profile: GuestProfile }

export function GuestProfilePage() {
  return <ProfileScreen demo={false} />
}

export function GuestProfileDemo() {
  return <ProfileScreen demo />
}

/* eslint-disable lingui/no-unlocalized-strings -- a sample guest's own data, not interface text */
const SAMPLE: GuestProfile = {
  _id: 'demo',
  business_id: null,
  email: 'ana.kovac@example.com',
  first_name: 'Ana',
  last_name: 'Kovač',
  phone: '+381 641 234567',
  country: 'Serbia',
  gender: 'Female',
  date_of_birth: '1990-04-23',
  place_of_origin: 'Novi Sad',
  allergies: ['Peanuts'],
  food_preferences: ['Vegetarian'],
  preferences: { order_time: 'evening', drinks: 'Still water', promotion_recommendation: 'yes' },
  createdAt: '2026-01-15T10:00:00.000Z',
}
/* eslint-enable lingui/no-unlocalized-strings */

function ProfileScreen({ demo }: { demo: boolean }) {
  const { t } = useLingui()
  const roomId = useParams().rId ?? ''
  const room = useRoomPlace(roomId, true)
  const [state, setState] = useState<State>(() =>
    demo ? { phase: 'in', profile: SAMPLE } : { phase: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (demo) return
    const controller = new AbortController()
    getGuest(controller.signal).then(
      (profile) => setState(profile ? { phase: 'in', profile } : { phase: 'out' }),
      (error: unknown) => {
        if (!isAborted(error)) setState({ phase: 'failed', error })
      },
    )
    return () => controller.abort()
  }, [demo, attempt])

  async function signOut() {
    if (demo) return
    try {
      await logoutGuest()
    } finally {
      setState({ phase: 'out' })
    }
  }

  const place = room.place
  const roomName = place?.room.name ?? ''
  const hotelName = place?.hotel.name ?? ''
  const email = state.phase === 'in' ? state.profile.email : ''
  return (
    <GuestPage
      title={t`Guest profile`}
      subtitle={
        place ? (
          <Trans>
            {hotelName} · Room {roomName}
          </Trans>
        ) : null
      }
      back={{ to: roomPath(roomId, demo), label: t`Back to my room` }}
      languages={place?.hotel.languages ?? []}
    >
      {demo ? <DemoNotice /> : null}
      {state.phase === 'loading' ? <p className="g-loading" aria-busy="true" /> : null}
      {state.phase === 'failed' ? (
        <LoadFailed
          error={state.error}
          retry={() => {
            setState({ phase: 'loading' })
            setAttempt((n) => n + 1)
          }}
        />
      ) : null}
      {state.phase === 'out' ? (
        <GuestAuthForms demo={demo} onSignedIn={(profile) => setState({ phase: 'in', profile })} />
      ) : null}
      {state.phase === 'in' ? (
        <>
          <div className="g-profile-who">
            <p>
              <Trans>Signed in as {email}</Trans>
            </p>
            <button type="button" className="g-btn" onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </button>
          </div>
          <ProfileForm
            key={state.profile._id}
            profile={state.profile}
            demo={demo}
            onSaved={(profile) => setState({ phase: 'in', profile })}
          />
        </>
      ) : null}
    </GuestPage>
  )
}
