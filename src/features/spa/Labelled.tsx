import { useId, type ComponentProps, type ReactNode } from 'react'

interface LabelledProps {
  label: string
  error?: string | undefined
}

/** A label, its control and its problem (announced, tied to the control). */
function Labelled(
  props: LabelledProps & { children: (id: string, describedBy: string | undefined) => ReactNode },
) {
  const id = useId()
  const errorId = id + 'error'
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(id, props.error ? errorId : undefined)}
      {props.error ? (
        <p id={errorId} className="spa-steps__problem" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

type ControlProps<Control extends 'input' | 'select'> = LabelledProps &
  Omit<ComponentProps<Control>, 'id' | 'className' | 'aria-describedby'>

/** A labelled input whose problem, if any, describes it. */
export function LabelledInput({ label, error, ...input }: ControlProps<'input'>) {
  return (
    <Labelled label={label} error={error}>
      {(id, described) => (
        <input id={id} className="input" aria-describedby={described} {...input} />
      )}
    </Labelled>
  )
}

/** A labelled select, marked invalid while it has a problem. */
export function LabelledSelect({ label, error, ...select }: ControlProps<'select'>) {
  return (
    <Labelled label={label} error={error}>
      {(id, described) => (
        <select
          id={id}
          className="input"
          aria-describedby={described}
          aria-invalid={Boolean(error)}
          {...select}
        />
      )}
    </Labelled>
  )
}
