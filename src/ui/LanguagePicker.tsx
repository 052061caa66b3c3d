import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { LOCALES, type Locale } from '../app/locale.ts'
import './language-picker.css'

/** Each language is named in itself, so anyone can find their own. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- language names are never translated
const NATIVE_NAMES: Record<Locale, string> = { en: 'English', srb: 'Srpski', cro: 'Hrvatski' }
const HTML_LANG: Record<Locale, string> = { en: 'en', srb: 'sr-Latn', cro: 'hr' }

interface LanguagePickerProps {
  value: Locale
  onChange: (locale: Locale) => void
  /** Only these languages (e.g. the hotel's); all three by default. */
  languages?: readonly Locale[]
  /** Show the "Language" label, or keep it for screen readers only. */
  showLabel?: boolean
  className?: string
}

/** A labelled select of the product languages (en, srb, cro). */
export function LanguagePicker({
  value,
  onChange,
  languages = LOCALES,
  showLabel = true,
  className,
}: LanguagePickerProps) {
  const id = useId()
  return (
    <div className={['language-picker', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          const next = languages.find((l) => l === event.target.value)
          if (next) onChange(next)
        }}
      >
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={HTML_LANG[locale]}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  )
}
