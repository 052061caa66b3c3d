/** Diet chips above the guest menu: a tap shows only the items that suit the chosen diets. */
import { useLingui } from '@lingui/react/macro'
import type { Diet } from '../../../sync/protocol/rules/allergens.ts'
import { DIET_LABEL } from '../../ui/allergen-labels.ts'

type DietFilterProps = {
  offered: readonly Diet[]
  chosen: readonly Diet[]
  onToggle: (diet: Diet) => void
}

export function DietFilter({ offered, chosen, onToggle }: DietFilterProps) {
  const { t, i18n } = useLingui()
  if (offered.length === 0) return null
  return (
    <div className="g-diets" role="group" aria-label={t`Show only dishes that are`}>
      {offered.map((diet) => (
        <button
          key={diet}
          type="button"
          className="g-diet"
          aria-pressed={chosen.includes(diet)}
          onClick={() => onToggle(diet)}
        >
          {i18n._(DIET_LABEL[diet])}
        </button>
      ))}
    </div>
  )
}
