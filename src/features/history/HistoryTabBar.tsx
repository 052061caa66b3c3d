import { useLingui } from '@lingui/react/macro'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { HistoryKind } from '../../../sync/online.ts'
import { TAB_LABEL } from './labels.ts'

interface HistoryTabBarProps {
  tabs: readonly HistoryKind[]
  current: HistoryKind
  onChoose: (kind: HistoryKind) => void
  children: ReactNode
}

/**
 * The option tabs (orders, reservations, stays …) and the chosen tab's panel. Keyboard as the
 * ARIA tabs pattern: arrows move and choose, Home and End.
 */
export function HistoryTabBar({ tabs, current, onChoose, children }: HistoryTabBarProps) {
  const { t, i18n } = useLingui()
  const base = useId()
  const refs = useRef(new Map<HistoryKind, HTMLButtonElement>())
  const index = tabs.indexOf(current)

  const move = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = keys[event.key]
    const next = to === undefined ? undefined : tabs[to]
    if (!next) return
    event.preventDefault()
    onChoose(next)
    refs.current.get(next)?.focus()
  }

  return (
    <div className="hist-body">
      <div role="tablist" aria-label={t`Lists`} className="hist-tabs" onKeyDown={move}>
        {tabs.map((kind) => {
          const selected = kind === current
          return (
            <button
              key={kind}
              ref={(el) => {
                if (el) refs.current.set(kind, el)
                else refs.current.delete(kind)
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${kind}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className="hist-tab"
              onClick={() => {
                if (!selected) onChoose(kind)
              }}
            >
              {i18n._(TAB_LABEL[kind])}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${current}`}
        className="hist-panel"
      >
        {children}
      </div>
    </div>
  )
}
