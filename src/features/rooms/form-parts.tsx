import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, type ComponentProps, type ReactNode, type Ref } from 'react'
import type { Language } from '../../../sync/protocol/index.ts'
import { LabelledField, type FieldIds } from '../../ui/LabelledField.tsx'

/** A labelled field with its problem and hint, in the rooms screens' classes (LabelledField). */
export function Field(props: {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  children: (ids: FieldIds) => ReactNode
}) {
  return (
    <LabelledField
      {...props}
      className="rooms-field"
      hintClassName="rooms-form__hint"
      problemClassName="rooms-form__error"
    />
  )
}

/** What an input of InputField may set: all but what the field decides (id, class, its problem). */
type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
>

/**
 * A labelled input with its problem and hint (Field): `onValue` gets the typed text. Other input
 * attributes (type, required, min, autoComplete, ref …) pass through.
 */
export function InputField({
  label,
  error,
  hint,
  value,
  onValue,
  ...input
}: InputProps & {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  value: string
  onValue: (value: string) => void
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(f) => (
        <input
          {...input}
          id={f.id}
          className="input"
          value={value}
          aria-describedby={f.describedBy}
          aria-invalid={f.invalid}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  )
}

const LANGUAGES: readonly Language[] = ['en', 'srb', 'cro']
/** Each language in its own words, as the language picker shows them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- endonyms: each name in its own language
const NATIVE_NAMES: Record<Language, string> = { en: 'English', srb: 'Srpski', cro: 'Hrvatski' }

/** The stay's language (the guest's pages and the invoice): English, Serbian, Croatian. */
export function LanguageSelect({
  id,
  value,
  onChange,
  ref,
}: {
  id: string
  value: Language
  onChange: (lang: Language) => void
  ref?: Ref<HTMLSelectElement>
}) {
  return (
    <select
      ref={ref}
      id={id}
      className="input"
      value={value}
      onChange={(e) => onChange(e.target.value as Language)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {NATIVE_NAMES[lang]}
        </option>
      ))}
    </select>
  )
}

/**
 * Focuses an element once the popup has opened (the native dialog opens after its children
 * mount, and would otherwise focus its Close button first).
 */
export function useFirstFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])
  return ref
}

/** The two buttons at the bottom of a popup form. */
export function PopupActions(props: { formId: string; submit: ReactNode; onClose: () => void }) {
  return (
    <>
      <button type="button" className="btn" onClick={props.onClose}>
        <Trans>Cancel</Trans>
      </button>
      <button type="submit" form={props.formId} className="btn btn-primary">
        {props.submit}
      </button>
    </>
  )
}
