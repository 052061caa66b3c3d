import { createSyncEngine } from '../../../sync/index.ts'
import { firstScreenPainted } from './first-screen.ts'

/**
 * The page's one sync engine (docs/sync.md). Lives in the lazy staff chunk, never the entry. Its
 * network half loads once the first screen has painted from IndexedDB.
 */
export const engine = createSyncEngine({ networkAfter: firstScreenPainted })
