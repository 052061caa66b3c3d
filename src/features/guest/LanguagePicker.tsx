/** The guest's language: en, srb, cro (the hotel's languages when it names them). */
import { useLingui } from '@lingui/react/macro'
import { changeLocale } from '../../app/i18n.ts'
import { LOCALES, parseLocale, type Locale } from '../../app/locale.ts'

const NAMES: Record<Locale, string> = { en: 'English', srb: 'Srpski', cro: 'Hrvatski' }

export function LanguagePicker({ languages }: { languages: readonly string[] }) {
  const { i18n, t } = useLingui()
  const offered = LOCALES.filter((l) => l === 'en' || languages.length === 0 || languages.includes(l))
  if (offered.length < 2) return null
  return (
    <label className="g-lang">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={parseLocale(i18n.locale)}
        onChange={(event) => {
          changeLocale(parseLocale(event.target.value)).catch((error: unknown) =>
            console.error('language change failed', error),
          )
        }}
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={l === 'en' ? 'en' : l === 'srb' ? 'sr-Latn' : 'hr'}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  )
}
