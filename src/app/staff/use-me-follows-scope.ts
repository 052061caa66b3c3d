import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useRef } from 'react'
import { db } from '../../../sync/index.ts'
import { engine } from './engine.ts'
import { useSessionStore } from './session-store.ts'

/**
 * A manager changed this worker's role or permissions: the server closed the socket, and the next
 * pull carried another scope (the local copy is pulled again). Then the session is asked for
 * again, so the sidebar, the start page and every permission check follow without a new login.
 */
export function useMeFollowsScope(): void {
  const scope = useLiveQuery(async () => (await db.syncState.get('scope'))?.value ?? null, [])
  const seen = useRef<unknown>(undefined)
  const updated = useSessionStore((s) => s.updated)
  useEffect(() => {
    if (scope === undefined) return
    const before = seen.current
    seen.current = scope
    if (before === undefined || before === scope) return
    void engine.refreshMe().then((me) => {
      if (me) updated(me)
    })
  }, [scope, updated])
}
