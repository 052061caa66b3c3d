import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { LanguagePicker } from '../../ui/LanguagePicker.tsx'
import { APPEARANCES, setAppearance, storedAppearance, type Appearance } from '../appearance.ts'
import { changeLocale } from '../i18n.ts'
import { parseLocale } from '../locale.ts'
import { isOrderSoundOn, setOrderSound } from '../notifications/alert-settings.ts'

/** Language, appearance and order sound, kept in localStorage on this device. */
export function SidebarSettings() {
  const { t, i18n } = useLingui()
  const appearanceId = useId()
  const [appearance, setAppearanceState] = useState<Appearance>(storedAppearance)
  const [sound, setSound] = useState(() => isOrderSoundOn(localStorage))
  const appearanceLabels: Record<Appearance, string> = {
    system: t`Same as the system`,
    light: t`Light`,
    dark: t`Dark`,
  }

  return (
    <section className="sidebar__section sidebar__settings">
      <h2 className="sidebar__title">
        <Trans>This device</Trans>
      </h2>
      <LanguagePicker
        value={parseLocale(i18n.locale)}
        onChange={(locale) => {
          changeLocale(locale).catch((error: unknown) => console.error(error))
        }}
      />
      <div className="language-picker">
        <label htmlFor={appearanceId}>
          <Trans>Appearance</Trans>
        </label>
        <select
          id={appearanceId}
          className="input"
          value={appearance}
          onChange={(event) => {
            const next = APPEARANCES.find((a) => a === event.target.value) ?? 'system'
            setAppearance(next)
            setAppearanceState(next)
          }}
        >
          {APPEARANCES.map((a) => (
            <option key={a} value={a}>
              {appearanceLabels[a]}
            </option>
          ))}
        </select>
      </div>
      <label className="sidebar__check">
        <input
          type="checkbox"
          checked={sound}
          onChange={(event) => {
            setOrderSound(localStorage, event.target.checked)
            setSound(event.target.checked)
          }}
        />
        <Trans>Sound for new orders</Trans>
      </label>
    </section>
  )
}
