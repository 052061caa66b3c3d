import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { emptyAnswer, emptyModifier, type ModifierDraft, type Texts } from './item-draft.ts'
import { TextsFields } from './TextsFields.tsx'

interface ModifiersEditorProps<M extends ModifierDraft> {
  value: M[]
  onChange: (value: M[]) => void
  /** Worded problems by field path (`modifiers.0.max` …). */
  errorOf: (path: string) => string | undefined
  /** A new modifier (a screen whose modifiers carry more fields makes its own). */
  create?: () => M
  /** More fields of a modifier, shown beside its max answers (the spa's max guests). */
  extra?: (modifier: M, index: number, set: (patch: Partial<M>) => void) => ReactNode
}

/** An item's modifiers: each with a name, a price, whether it is required, max answers, answers. */
export function ModifiersEditor<M extends ModifierDraft = ModifierDraft>({
  value,
  onChange,
  errorOf,
  create = emptyModifier as () => M,
  extra,
}: ModifiersEditorProps<M>) {
  const { t } = useLingui()
  const set = (i: number, patch: Partial<ModifierDraft> | Partial<M>) =>
    onChange(value.map((m, j) => (j === i ? { ...m, ...patch } : m)))
  return (
    <fieldset className="menu-form__modifiers">
      <legend>
        <Trans>Modifiers</Trans>
      </legend>
      {value.map((m, i) => (
        <div key={m.key} className="menu-modifier" data-modifier={i}>
          <TextsFields
            legend={t`Modifier name`}
            idPrefix={`mod-${m.key}`}
            value={m.name}
            error={errorOf(`modifiers.${i}.name.en`)}
            onChange={(name) => set(i, { name })}
          />
          <div className="menu-form__row">
            <NumberField
              id={`mod-${m.key}-price`}
              label={t`Modifier price`}
              value={m.price}
              error={errorOf(`modifiers.${i}.price`)}
              onChange={(price) => set(i, { price })}
            />
            <NumberField
              id={`mod-${m.key}-max`}
              label={t`Max answers`}
              value={m.max}
              error={errorOf(`modifiers.${i}.max`)}
              onChange={(max) => set(i, { max })}
            />
            <label className="menu-form__check">
              <input
                type="checkbox"
                checked={m.required}
                onChange={(e) => set(i, { required: e.target.checked })}
              />
              <Trans>Required</Trans>
            </label>
            {extra?.(m, i, (patch) => set(i, patch))}
          </div>
          <ol className="menu-modifier__answers">
            {m.answers.map((a, j) => {
              const number = j + 1
              return (
                <li key={a.key}>
                  <TextsFields
                    legend={t`Answer ${number}`}
                    idPrefix={`ans-${a.key}`}
                    value={a.name}
                    error={errorOf(`modifiers.${i}.answers.${j}.name.en`)}
                    onChange={(name: Texts) =>
                      set(i, { answers: m.answers.map((x, k) => (k === j ? { ...x, name } : x)) })
                    }
                  />
                  <div className="menu-form__row">
                    <NumberField
                      id={`ans-${a.key}-price`}
                      label={t`Extra price`}
                      value={a.price}
                      error={errorOf(`modifiers.${i}.answers.${j}.price`)}
                      onChange={(price) =>
                        set(i, {
                          answers: m.answers.map((x, k) => (k === j ? { ...x, price } : x)),
                        })
                      }
                    />
                    <button
                      type="button"
                      className="btn btn-small"
                      onClick={() => set(i, { answers: m.answers.filter((_, k) => k !== j) })}
                    >
                      <Trans>Remove answer</Trans>
                    </button>
                  </div>
                </li>
              )
            })}
          </ol>
          {errorOf(`modifiers.${i}.answers`) && (
            <p className="menu-form__error" role="alert">
              {errorOf(`modifiers.${i}.answers`)}
            </p>
          )}
          <div className="menu-form__row">
            <button
              type="button"
              className="btn btn-small"
              onClick={() => set(i, { answers: [...m.answers, emptyAnswer()] })}
            >
              <Trans>Add answer</Trans>
            </button>
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <Trans>Remove modifier</Trans>
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => onChange([...value, create()])}>
        <Trans>Add modifier</Trans>
      </button>
    </fieldset>
  )
}

export function NumberField(props: {
  id: string
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <div className="field menu-form__number">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="input"
        inputMode="decimal"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={`${props.id}-error`} className="menu-form__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}
