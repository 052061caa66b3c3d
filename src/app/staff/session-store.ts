import { create } from 'zustand'
import type { Me } from '../../../sync/protocol/index.ts'
import { engine } from './engine.ts'

type SessionState =
  | { status: 'checking'; me: null }
  | { status: 'signed-in'; me: Me }
  | { status: 'signed-out'; me: null }

interface SessionStore {
  session: SessionState
  /** Reads the session kept in IndexedDB (works offline) and starts syncing if there is one. */
  restore: () => Promise<void>
  /** After a successful login. */
  signedIn: (me: Me) => void
  signedOut: () => void
  /** The same session with newer rights (GET me after a scope change). */
  updated: (me: Me) => void
}

let restoring: Promise<void> | null = null

function startEngine(): void {
  engine.start().catch((error: unknown) => console.error('Sync engine failed to start', error))
}

export const useSessionStore = create<SessionStore>((set) => ({
  session: { status: 'checking', me: null },
  restore: () => {
    restoring ??= engine
      .restore()
      .then((me) => {
        if (me) {
          set({ session: { status: 'signed-in', me } })
          startEngine()
        } else {
          set({ session: { status: 'signed-out', me: null } })
        }
      })
      .catch((error: unknown) => {
        console.error('Session restore failed', error)
        set({ session: { status: 'signed-out', me: null } })
      })
    return restoring
  },
  signedIn: (me) => {
    set({ session: { status: 'signed-in', me } })
    startEngine()
  },
  signedOut: () => set({ session: { status: 'signed-out', me: null } }),
  updated: (me) =>
    set((state) =>
      state.session.status === 'signed-in' ? { session: { status: 'signed-in', me } } : state,
    ),
}))

/** The signed-in staff member; only for screens behind RequireSession. */
export function useMe(): Me {
  const session = useSessionStore((s) => s.session)
  if (session.status !== 'signed-in') throw new Error('useMe() outside RequireSession')
  return session.me
}
