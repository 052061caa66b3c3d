import { useLingui } from '@lingui/react/macro'
import type { SpaRowMode } from './spa-model.ts'

/** The timeline week's rows: the therapists, or the spa rooms (the chosen one pressed). */
export function SpaRowSwitch({
  mode,
  onMode,
}: {
  mode: SpaRowMode
  onMode: (m: SpaRowMode) => void
}) {
  const { t } = useLingui()
  const modes: { mode: SpaRowMode; label: string }[] = [
    { mode: 'therapists', label: t`Therapists` },
    { mode: 'rooms', label: t`Spa rooms` },
  ]
  return (
    <div className="timeline-toolbar__group spa-rows" role="group" aria-label={t`Rows`}>
      {modes.map((m) => (
        <button
          key={m.mode}
          type="button"
          className="btn btn-small"
          aria-pressed={m.mode === mode}
          onClick={() => onMode(m.mode)}
        >
          {m.label}
        </button>
      ))}
    </div>
  )
}
