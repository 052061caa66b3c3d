import { createSyncEngine } from '../../../sync/index.ts'

/** The page's one sync engine (docs/sync.md). Lives in the lazy staff chunk, never the entry. */
export const engine = createSyncEngine()
