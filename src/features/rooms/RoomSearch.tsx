import { Trans, useLingui } from '@lingui/react/macro'

/** The search field of the rooms and repair screens' headers. */
export function RoomSearch({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useLingui()
  return (
    <label className="rooms-screen__search">
      <span className="visually-hidden">
        <Trans>Search by room number</Trans>
      </span>
      <input
        type="search"
        className="input"
        inputMode="search"
        placeholder={t`Search by room number`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  )
}
