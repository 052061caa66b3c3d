/**
 * The allergens the signed-in guest avoids, from their own profile (rules/allergens.ts): asked
 * for after the menu has painted and only when this phone keeps a guest account, so a guest
 * without one sends no request; empty until then or when the profile is gone.
 */
import { useEffect, useState } from 'react'
import { avoidedAllergens, type Allergen } from '../../../sync/protocol/rules/allergens.ts'

const NONE: readonly Allergen[] = []

export function useProfileAllergens(): readonly Allergen[] {
  const [avoided, setAvoided] = useState<readonly Allergen[]>(NONE)
  useEffect(() => {
    const controller = new AbortController()
    void import('./profile/profile-api.ts')
      .then(async ({ getGuest, storedGuestEmail }) => {
        if (!storedGuestEmail()) return
        const profile = await getGuest(controller.signal)
        if (!controller.signal.aborted && profile) setAvoided(avoidedAllergens(profile.allergies))
      })
      .catch(() => {
        // Offline or signed out: the menu shows no personal marks, which it says nowhere.
      })
    return () => controller.abort()
  }, [])
  return avoided
}
