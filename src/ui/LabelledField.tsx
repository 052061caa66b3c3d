import { useId, type ReactNode } from 'react'

/** What the control inside a LabelledField is given: its id, what describes it, its state. */
export interface FieldIds {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

/**
 * A label, its control and, below it, a hint and the problem (announced, tied to the control
 * by aria-describedby). The feature names its classes: the wrapper's besides `field`, the
 * hint's and the problem's.
 */
export function LabelledField(props: {
  label: ReactNode
  error?: string | undefined
  hint?: ReactNode
  className?: string
  hintClassName?: string
  problemClassName: string
  children: (ids: FieldIds) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}error`
  const hintId = `${id}hint`
  const describedBy =
    [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, describedBy, invalid: Boolean(props.error) })}
      {props.hint && (
        <p id={hintId} className={props.hintClassName}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className={props.problemClassName} role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}
