import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { SETTINGS_CURRENCIES, currencyCode } from '../../../sync/protocol/rules/index.ts'
import type { Business } from '../../../sync/protocol/index.ts'
import { InputField, SelectField } from '../../ui/Field.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { businessLegalProblems } from '../settings-legal/legal-draft.ts'
import { BusinessLegalFields } from '../settings-legal/BusinessLegalFields.tsx'
import { ChannelSyncButton } from './ChannelSyncButton.tsx'
import type { BusinessDraft } from './draft.ts'
import { BusinessPassword } from './BusinessPassword.tsx'
import { PictureButton } from './PictureButton.tsx'

/** Every IANA zone this browser knows (the server checks the name again). */
function zones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return known.includes(current) ? known : [current, ...known]
}

/**
 * The business's own fields (spec 001 §2): name, e-mail, currency, logo, time zone (a change asks
 * first and says what moves), the owner's password, and the channel-manager sync button.
 */
export function BusinessSection(props: {
  business: Business
  draft: BusinessDraft
  isOwner: boolean
  onChange: (draft: BusinessDraft) => void
}) {
  const { t } = useLingui()
  const { business, draft, onChange } = props
  const [zoneAsked, setZoneAsked] = useState<string | null>(null)
  // The ~400 zones are listed once the select is used (a first paint without them).
  const [allZones, setAllZones] = useState(false)
  const zoneList = useMemo(
    () => (allZones ? zones(draft.time_zone) : [draft.time_zone]),
    [allZones, draft.time_zone],
  )
  const currency = currencyCode(draft.currency)
  const zone = draft.time_zone
  return (
    <section id="settings-business" className="settings-card" aria-labelledby="settings-business-h">
      <h2 id="settings-business-h">
        <Trans>Business</Trans>
      </h2>
      <div className="settings-grid">
        <InputField
          label={t`Business name`}
          value={draft.name}
          required
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
        <InputField
          label={t`Business e-mail`}
          type="email"
          value={draft.email}
          onChange={(e) => onChange({ ...draft, email: e.target.value })}
        />
        <SelectField
          label={t`Currency`}
          value={currency}
          onChange={(e) => onChange({ ...draft, currency: e.target.value })}
        >
          {currency === '' ? <option value="">{t`Choose a currency`}</option> : null}
          {SETTINGS_CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.symbol === c.code ? c.code : `${c.symbol} (${c.code})`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Time zone`}
          value={draft.time_zone}
          onFocus={() => setAllZones(true)}
          onPointerDown={() => setAllZones(true)}
          onChange={(e) => setZoneAsked(e.target.value)}
        >
          {zoneList.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
      </div>
      <BusinessLegalFields
        value={draft.legal}
        problems={businessLegalProblems(draft.legal)}
        onChange={(legal) => onChange({ ...draft, legal })}
      />
      <div className="settings-row">
        {business.logo ? (
          <img className="settings-logo" src={business.logo} alt={t`The business logo`} />
        ) : null}
        <PictureButton kind="logo" businessId={business._id} id={business._id} label={t`Logo`} />
        <ChannelSyncButton business={business} />
      </div>
      {props.isOwner ? <BusinessPassword businessId={business._id} /> : null}
      {zoneAsked !== null ? (
        <Dialog
          open
          onClose={() => setZoneAsked(null)}
          title={t`Change the time zone to ${zoneAsked}?`}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setZoneAsked(null)}>
                <Trans>Keep {zone}</Trans>
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  onChange({ ...draft, time_zone: zoneAsked })
                  setZoneAsked(null)
                }}
              >
                <Trans>Use {zoneAsked}</Trans>
              </button>
            </>
          }
        >
          <p>
            <Trans>
              Every booking, shift and working hour is then read in the new zone: bookings keep
              their moment and show at the new zone’s hour; working hours, shifts and closed days
              stay the same numbers on the new zone’s clock. It applies when you save.
            </Trans>
          </p>
        </Dialog>
      ) : null}
    </section>
  )
}
