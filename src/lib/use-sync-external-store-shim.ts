/**
 * `use-sync-external-store/shim` for React 19, which has the hook (vite.config.ts aliases the
 * package's shim here): the package's fallback for React before 18 is dead code in every bundle.
 */
export { useSyncExternalStore } from 'react'
