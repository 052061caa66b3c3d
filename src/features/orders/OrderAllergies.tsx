import { Trans, useLingui } from '@lingui/react/macro'
import { allergiesPhrase } from '../../ui/allergen-labels.ts'

/** The ordering guest's allergies (from their profile), where the kitchen and waiter cannot miss them. */
export function OrderAllergies({ allergies }: { allergies: readonly string[] | undefined }) {
  const { i18n } = useLingui()
  if (!allergies || allergies.length === 0) return null
  return (
    <p className="order-allergies" role="note">
      <strong>
        <Trans>Guest’s allergies:</Trans>
      </strong>{' '}
      {allergiesPhrase(i18n, allergies)}
    </p>
  )
}
