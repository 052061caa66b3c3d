/** − count + with large buttons. */
import { useLingui } from '@lingui/react/macro'
import { MinusIcon, PlusIcon } from './icons.tsx'

type CountStepperProps = {
  count: number
  onChange: (delta: number) => void
  min?: number
  max: number
  /** What is counted, for the button labels ("Fewer Soup"). */
  label: string
}

export function CountStepper({ count, onChange, min = 1, max, label }: CountStepperProps) {
  const { t } = useLingui()
  const removes = min === 0 && count === 1
  return (
    <div className="g-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="g-icon-btn"
        onClick={() => onChange(-1)}
        disabled={count <= Math.max(min, 0) && !removes}
        aria-label={removes ? t`Remove ${label}` : t`One less ${label}`}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite">{count}</output>
      <button
        type="button"
        className="g-icon-btn"
        onClick={() => onChange(+1)}
        disabled={count >= max}
        aria-label={t`One more ${label}`}
      >
        <PlusIcon />
      </button>
    </div>
  )
}
