import { useLingui } from '@lingui/react/macro'
import { SearchField } from '../../ui/SearchField.tsx'

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
    <SearchField
      className="rooms-screen__search"
      label={t`Search by room number`}
      inputMode="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
