import { Trans, useLingui } from '@lingui/react/macro'
import { countStates, type TableState, type TableStateKind } from './table-states.ts'

const ORDER: readonly TableStateKind[] = ['free', 'reserved', 'seated', 'order']

/** What the plan's colours mean, with how many tables are in each state now. */
export function FloorLegend({ states }: { states: ReadonlyMap<string, TableState> }) {
  const { t } = useLingui()
  const counts = countStates(states)
  const names: Record<TableStateKind, string> = {
    free: t`Free`,
    reserved: t`Reserved within 2 hours`,
    seated: t`Seated`,
    order: t`Open order`,
  }
  return (
    <ul className="floor-legend" aria-label={t`Table states`}>
      {ORDER.map((kind) => {
        const count = counts[kind]
        return (
          <li key={kind} className="floor-legend__item" data-state={kind}>
            <span className={`floor-legend__swatch table-state--${kind}`} aria-hidden="true" />
            {names[kind]}{' '}
            <span className="floor-legend__count">
              <Trans>({count})</Trans>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
