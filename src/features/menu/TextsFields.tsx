import { useLingui } from '@lingui/react/macro'
import { LANGS, type Lang, type Texts } from './item-draft.ts'

interface TextsFieldsProps {
  legend: string
  value: Texts
  onChange: (value: Texts) => void
  /** The problem of the English text, already worded. */
  error?: string | undefined
  multiline?: boolean
  idPrefix: string
}

/** One text in English (required), Serbian and Croatian: what guests see in their language. */
export function TextsFields({
  legend,
  value,
  onChange,
  error,
  multiline,
  idPrefix,
}: TextsFieldsProps) {
  const { t } = useLingui()
  const names: Record<Lang, string> = { en: t`English`, srb: t`Serbian`, cro: t`Croatian` }
  return (
    <fieldset className="menu-form__texts">
      <legend>{legend}</legend>
      {LANGS.map((lang) => {
        const id = `${idPrefix}-${lang}`
        const invalid = lang === 'en' && error !== undefined
        const common = {
          id,
          className: 'input',
          value: value[lang],
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-error` : undefined,
          required: lang === 'en',
        }
        return (
          <div key={lang} className="menu-form__text">
            <label htmlFor={id}>{names[lang]}</label>
            {multiline ? (
              <textarea
                {...common}
                rows={2}
                maxLength={1000}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            ) : (
              <input
                {...common}
                maxLength={120}
                onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
              />
            )}
            {invalid && (
              <p id={`${id}-error`} className="menu-form__error" role="alert">
                {error}
              </p>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
