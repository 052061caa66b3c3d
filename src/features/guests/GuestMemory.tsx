import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import type { GuestMemoryRow } from '../../../sync/index.ts'
import type { ChoicePreference } from '../../../sync/protocol/rules/guest-profile.ts'
import {
  ALLERGY_LABEL,
  CHOICE_LABEL,
  FOOD_LABEL,
  PREFERENCE_LABEL,
} from '../guest/profile/profile-labels.ts'
import { formatDateTime } from './format.ts'
import type { FetchState } from './history-view.ts'
import { labelOf } from './labels.ts'

/** A preference's answer: a choice in the reader's language, or the guest's own words. */
function answerText(i18n: I18n, key: string, value: string): string {
  return key in CHOICE_LABEL ? labelOf(i18n, CHOICE_LABEL[key as ChoicePreference], value) : value
}

interface GuestMemoryProps {
  kept: GuestMemoryRow | null | undefined
  state: FetchState
  intl: readonly string[]
}

/**
 * What the hotel remembers of the guest (user memory): the allergies, food preferences and
 * preferences of their own profile and their most ordered items here. Fetched when the profile
 * opens online and kept on the device, so it is there offline next time.
 */
export function GuestMemory({ kept, state, intl }: GuestMemoryProps) {
  const { i18n } = useLingui()
  if (kept === undefined) return null
  if (kept === null) {
    return (
      <p className="guest-memory__note" role="status">
        {state.kind === 'loading' ? (
          <Trans>Loading what the hotel remembers…</Trans>
        ) : state.kind === 'network' ? (
          <Trans>
            Allergies and preferences come from the server: they show here once this device is
            online.
          </Trans>
        ) : (
          <Trans>What the hotel remembers of this guest could not be loaded.</Trans>
        )}
      </p>
    )
  }
  const { memory } = kept
  const preferences = Object.entries(memory.preferences).filter(([, v]) => v.trim() !== '')
  const fetchedAt = formatDateTime(kept.at, intl)
  return (
    <div className="guest-memory">
      {state.kind === 'network' ? (
        <p className="guest-memory__note" role="status">
          <Trans>Offline: as this device last fetched it, {fetchedAt}.</Trans>
        </p>
      ) : null}
      {!memory.has_profile ? (
        <p className="guest-memory__note">
          <Trans>
            This guest has no profile of their own, so no allergies or preferences are known.
          </Trans>
        </p>
      ) : (
        <dl className="guest-facts">
          <dt>
            <Trans>Allergies</Trans>
          </dt>
          <dd className={memory.allergies.length > 0 ? 'guest-memory__allergies' : undefined}>
            {memory.allergies.length > 0 ? (
              memory.allergies.map((a) => labelOf(i18n, ALLERGY_LABEL, a)).join(', ')
            ) : (
              <Trans>None given</Trans>
            )}
          </dd>
          <dt>
            <Trans>Food preferences</Trans>
          </dt>
          <dd>
            {memory.food_preferences.length > 0 ? (
              memory.food_preferences.map((f) => labelOf(i18n, FOOD_LABEL, f)).join(', ')
            ) : (
              <Trans>None given</Trans>
            )}
          </dd>
          {preferences.map(([key, value]) => (
            <div key={key} className="guest-facts__row">
              <dt>{labelOf(i18n, PREFERENCE_LABEL, key)}</dt>
              <dd>{answerText(i18n, key, value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <h4 className="guest-profile__subtitle">
        <Trans>Most ordered here</Trans>
      </h4>
      {memory.favourites.length > 0 ? (
        <ul className="guest-memory__favourites">
          {memory.favourites.map((f) => (
            <li key={f.name}>
              {f.name} <span className="guest-memory__count">× {f.count}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="guest-memory__note">
          <Trans>Nothing ordered here yet.</Trans>
        </p>
      )}
    </div>
  )
}
