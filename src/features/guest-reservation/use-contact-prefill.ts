import { useEffect, type Dispatch, type SetStateAction } from 'react'
import type { Contact } from './contact-prefill.ts'

/**
 * A room guest with a guest account finds their name, phone and e-mail filled in (the fields
 * they left empty). The profile's code loads on its own after the form (no first-paint cost).
 */
export function useContactPrefill<F extends Contact>(
  enabled: boolean,
  setForm: Dispatch<SetStateAction<F>>,
): void {
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    import('./contact-prefill.ts')
      .then(async ({ fillContact, signedInContact }) => {
        const contact = await signedInContact(controller.signal)
        if (contact) setForm((f) => fillContact(f, contact))
      })
      .catch(() => undefined) // no profile to read: the guest types the contact
    return () => controller.abort()
  }, [enabled, setForm])
}
