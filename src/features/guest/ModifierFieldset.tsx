/** One modifier of an item: radio buttons when one answer, checkboxes up to `max` otherwise. */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Modifier } from '../../../sync/protocol/menu.ts'
import { clearAnswer, toggleAnswer, type ModifierError } from './modifier-selection.ts'
import { formatMoney } from './money.ts'
import { localized } from '../../../sync/protocol/rules/index.ts'
import { useGuestLanguage } from './use-guest-language.ts'

type ModifierFieldsetProps = {
  modifier: Modifier
  index: number
  chosen: readonly number[]
  error: ModifierError | null
  currency: string
  onChange: (chosen: number[]) => void
}

export function ModifierFieldset(props: ModifierFieldsetProps) {
  const { modifier, index, chosen, error, currency, onChange } = props
  const { t } = useLingui()
  const lang = useGuestLanguage()
  const single = modifier.max <= 1
  const group = `g-mod-${index}`
  const full = !single && chosen.length >= modifier.max
  const max = modifier.max
  return (
    <fieldset
      className={`g-modifier${error ? ' g-modifier-error' : ''}`}
      data-modifier={index}
      aria-describedby={error ? `${group}-error` : undefined}
    >
      <legend>
        <span>{localized(modifier.name, lang)}</span>
        <small className="g-muted">
          {modifier.required ? (
            single ? (
              <Trans>Required</Trans>
            ) : (
              <Trans>Required, up to {max}</Trans>
            )
          ) : single ? (
            <Trans>Optional</Trans>
          ) : (
            <Trans>Optional, up to {max}</Trans>
          )}
        </small>
      </legend>
      {single && !modifier.required ? (
        <label className="g-choice">
          <input
            type="radio"
            name={group}
            checked={chosen.length === 0}
            onChange={() => onChange(clearAnswer(modifier, chosen))}
          />
          <span>{t`None`}</span>
        </label>
      ) : null}
      {modifier.answers.map((answer, a) => {
        const checked = chosen.includes(a)
        return (
          <label key={a} className="g-choice">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={group}
              checked={checked}
              disabled={!checked && full}
              onChange={() => onChange(toggleAnswer(modifier, chosen, a))}
            />
            <span>{localized(answer.name, lang)}</span>
            {answer.price > 0 ? (
              <span className="g-choice-price">+{formatMoney(answer.price, currency, lang)}</span>
            ) : null}
          </label>
        )
      })}
      {error ? (
        <p id={`${group}-error`} className="g-error" role="alert">
          {error === 'required' ? <Trans>This is required.</Trans> : <Trans>Choose again.</Trans>}
        </p>
      ) : null}
    </fieldset>
  )
}
