import { useEffect, useRef } from 'react'

/**
 * Keyboard use of the narrow-screen drawer: focus moves into it when it opens, Escape closes
 * it, and focus goes back to where it was (the Menu button) when it closes.
 */
export function useDrawerFocus(open: boolean, onClose: () => void) {
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    first.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus()
    }
  }, [open, onClose])
  return first
}
