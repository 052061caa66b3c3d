import { useEffect, useState } from 'react'

/**
 * The current time, renewed every `everyMs` (a minute by default) while the component is shown:
 * "5 minutes ago", an order's wait, item hours that open and close while a menu is open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
