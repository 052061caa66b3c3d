/** The guest's language (en, srb, cro; the hotel's languages when it names them). */
import { useLingui } from '@lingui/react'
import { changeLocale } from '../../app/i18n.ts'
import { LOCALES, parseLocale } from '../../app/locale.ts'
import { LanguagePicker } from '../../ui/LanguagePicker.tsx'

export function GuestLanguagePicker({ languages }: { languages: readonly string[] }) {
  const { i18n } = useLingui()
  const offered = LOCALES.filter(
    (l) => l === 'en' || languages.length === 0 || languages.includes(l),
  )
  if (offered.length < 2) return null
  return (
    <LanguagePicker
      className="g-lang"
      showLabel={false}
      languages={offered}
      value={parseLocale(i18n.locale)}
      onChange={(locale) => {
        changeLocale(locale).catch((error: unknown) =>
          console.error('language change failed', error),
        )
      }}
    />
  )
}
