/**
 * Under a menu item: the diets it suits, and a warning when it contains an allergen from the
 * guest's own profile ("Contains sesame, which your profile lists").
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { Article } from '../../../sync/protocol/menu.ts'
import { allergenConflicts, type Allergen } from '../../../sync/protocol/rules/allergens.ts'
import { allergenList, DIET_LABEL } from '../../ui/allergen-labels.ts'

export function ItemMarks({
  article,
  avoided,
}: {
  article: Article
  avoided: readonly Allergen[]
}) {
  const { i18n } = useLingui()
  const conflicts = allergenConflicts(article, avoided)
  const diets = article.diets ?? []
  if (conflicts.length === 0 && diets.length === 0) return null
  const found = allergenList(i18n, conflicts)
  return (
    <>
      {diets.length > 0 ? (
        <span className="g-item-diets">{diets.map((d) => i18n._(DIET_LABEL[d])).join(' · ')}</span>
      ) : null}
      {conflicts.length > 0 ? (
        <span className="g-item-allergen" data-allergen-warning>
          <Trans>Contains {found}, which your profile lists</Trans>
        </span>
      ) : null}
    </>
  )
}
