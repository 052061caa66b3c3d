import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Article, Language } from '../../../../sync/protocol/index.ts'
import {
  clearAnswer,
  emptySelections,
  modifierErrors,
  picksFromSelections,
  toggleAnswer,
  type ModifierPick,
} from '../../guest/modifier-selection.ts'
import { textIn } from '../../menu/menu-model.ts'

interface ModifierPickerProps {
  article: Article
  language: Language
  formatMoney: (amount: number) => string
  onAdd: (picks: ModifierPick[]) => void
  onCancel: () => void
}

/** An item's modifiers: one answer (radio) or up to `max` (checkboxes); required ones checked. */
export function ModifierPicker({
  article,
  language,
  formatMoney,
  onAdd,
  onCancel,
}: ModifierPickerProps) {
  const { t } = useLingui()
  const [selections, setSelections] = useState(() => emptySelections(article.modifiers))
  const [tried, setTried] = useState(false)
  const errors = modifierErrors(article.modifiers, selections)
  const name = textIn(article.name, language)
  const add = () => {
    setTried(true)
    if (errors.size === 0) onAdd(picksFromSelections(selections))
  }
  const choose = (index: number, chosen: number[]) =>
    setSelections((current) => current.map((c, i) => (i === index ? chosen : c)))

  return (
    <section className="add-order__picker" aria-label={t`Choices for ${name}`}>
      <h3>{name}</h3>
      {article.modifiers.map((modifier, index) => {
        const chosen = selections[index] ?? []
        const single = modifier.max <= 1
        const max = modifier.max
        const group = [article._id, index].join(':')
        const error = tried ? errors.get(index) : undefined
        return (
          <fieldset
            key={index}
            className="add-order__modifier"
            aria-describedby={error ? `${group}-error` : undefined}
          >
            <legend>
              {textIn(modifier.name, language)}{' '}
              <small>
                {modifier.required ? (
                  single ? (
                    <Trans>required</Trans>
                  ) : (
                    <Trans>required, up to {max}</Trans>
                  )
                ) : single ? (
                  <Trans>optional</Trans>
                ) : (
                  <Trans>optional, up to {max}</Trans>
                )}
              </small>
            </legend>
            {single && !modifier.required ? (
              <label className="add-order__choice">
                <input
                  type="radio"
                  name={group}
                  checked={chosen.length === 0}
                  onChange={() => choose(index, clearAnswer(modifier, chosen))}
                />
                <span>
                  <Trans>None</Trans>
                </span>
              </label>
            ) : null}
            {modifier.answers.map((answer, a) => {
              const checked = chosen.includes(a)
              return (
                <label key={a} className="add-order__choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={group}
                    checked={checked}
                    disabled={!single && !checked && chosen.length >= max}
                    onChange={() => choose(index, toggleAnswer(modifier, chosen, a))}
                  />
                  <span>{textIn(answer.name, language)}</span>
                  {answer.price > 0 ? <span>+{formatMoney(answer.price)}</span> : null}
                </label>
              )
            })}
            {error ? (
              <p id={`${group}-error`} className="add-order__error" role="alert">
                {error === 'required' ? (
                  <Trans>This is required.</Trans>
                ) : (
                  <Trans>Choose again.</Trans>
                )}
              </p>
            ) : null}
          </fieldset>
        )
      })}
      <div className="add-order__picker-actions">
        <button type="button" className="btn" onClick={onCancel}>
          <Trans>Back to the menu</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={add}>
          <Trans>Add to the order</Trans>
        </button>
      </div>
    </section>
  )
}
