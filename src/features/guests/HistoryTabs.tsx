import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { formatStayDays } from './format.ts'
import type { HistoryTab } from './history-view.ts'

interface HistoryTabsProps {
  tabs: readonly HistoryTab[]
  current: HistoryTab
  intl: readonly string[]
  onChoose: (key: string) => void
  children: ReactNode
}

/**
 * One tab per stay, named by its room (and one for what belongs to no stay), with the chosen
 * tab's panel. Keyboard as the ARIA tabs pattern: arrows move and choose, Home and End.
 */
export function HistoryTabs({ tabs, current, intl, onChoose, children }: HistoryTabsProps) {
  const { t } = useLingui()
  const base = useId()
  const refs = useRef(new Map<string, HTMLButtonElement>())
  const index = tabs.findIndex((tab) => tab.key === current.key)

  const move = (event: KeyboardEvent) => {
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null
    if (to === null) return
    event.preventDefault()
    const next = tabs[to]
    if (!next) return
    onChoose(next.key)
    refs.current.get(next.key)?.focus()
  }

  return (
    <div className="guest-history__tabs">
      <div role="tablist" aria-label={t`Stays`} className="history-tablist" onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.key === current.key
          const room = tab.stay?.room_name ?? null
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) refs.current.set(tab.key, el)
                else refs.current.delete(tab.key)
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className="history-tab"
              onClick={() => onChoose(tab.key)}
            >
              <span className="history-tab__room">
                {room !== null ? <Trans>Room {room}</Trans> : <Trans>Outside a stay</Trans>}
              </span>
              {tab.stay ? (
                <span className="history-tab__days">{formatStayDays(tab.stay, intl)}</span>
              ) : null}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${current.key}`}
        tabIndex={0}
        className="history-panel"
      >
        {children}
      </div>
    </div>
  )
}
