import type { ActionType } from '../types.ts'
import type { ActionDefinition } from './definition.ts'
import { ACTION_AREAS, type ActionArea } from './areas.ts'
import { ORDER_ACTIONS } from './orders-actions.ts'

export type { ActionDefinition, ApplyResult, KeptRow } from './definition.ts'
export type { ActionArea } from './areas.ts'

type LazyArea = Exclude<ActionArea, 'orders'>
type Definitions = Partial<Record<ActionType, ActionDefinition>>

/** The lazy areas' chunks (areas.ts). The service worker precaches them with the shell. */
const AREA_MODULES: Record<LazyArea, () => Promise<Definitions>> = {
  menu: async () => (await import('./menu-actions.ts')).MENU_ACTIONS,
  tables: async () => (await import('./tables-actions.ts')).TABLE_ACTIONS,
  reception: async () => (await import('./reception-actions.ts')).RECEPTION_ACTIONS,
  reservations: async () => (await import('./reservations-actions.ts')).RESERVATION_ACTIONS,
  spa: async () => (await import('./spa-actions.ts')).SPA_ACTIONS,
  manage: async () => (await import('./manage-actions.ts')).MANAGE_ACTIONS,
  info: async () => (await import('./info-actions.ts')).INFO_ACTIONS,
}

const loaded = new Map<ActionType, ActionDefinition>(
  Object.entries(ORDER_ACTIONS) as [ActionType, ActionDefinition][],
)
const loading = new Map<LazyArea, Promise<void>>()

/**
 * Thrown by `actionOf` for an action whose area is not loaded yet. Synchronous code (a rebase
 * inside a transaction) cannot wait for a chunk: the transaction aborts, writing nothing, and
 * `withActionsLoaded` loads the area and runs it again.
 */
export class ActionsNotLoadedError extends Error {
  constructor(readonly area: LazyArea) {
    super(`The ${area} actions are not loaded.`)
    this.name = 'ActionsNotLoadedError'
  }
}

/** A type this app version knows (a queued row of a newer version may carry another). */
export function isActionType(type: string): type is ActionType {
  return Object.hasOwn(ACTION_AREAS, type)
}

/** The definition of a stored action, seen with a payload of any action type. */
export function actionOf(type: ActionType): ActionDefinition {
  const definition = loaded.get(type)
  if (definition) return definition
  const area = ACTION_AREAS[type]
  if (area === 'orders') throw new Error(`No definition of ${type}.`)
  throw new ActionsNotLoadedError(area)
}

function loadArea(area: LazyArea): Promise<void> {
  let done = loading.get(area)
  if (!done) {
    done = AREA_MODULES[area]().then((definitions) => {
      for (const [type, definition] of Object.entries(definitions)) {
        loaded.set(type as ActionType, definition)
      }
    })
    // A failed load (a chunk missing after an update) is tried again next time.
    done.catch(() => loading.delete(area))
    loading.set(area, done)
  }
  return done
}

/** Loads the areas of these action types (unknown types are ignored). */
export async function loadActions(types: Iterable<string>): Promise<void> {
  const areas = new Set<LazyArea>()
  for (const type of types) {
    if (!isActionType(type) || loaded.has(type)) continue
    const area = ACTION_AREAS[type]
    if (area !== 'orders') areas.add(area)
  }
  await Promise.all([...areas].map(loadArea))
}

/**
 * Runs `run` (a transaction that may rebase queued actions) and, when it meets an action whose
 * area is not loaded, loads the area and runs it again: the aborted attempt wrote nothing.
 */
export async function withActionsLoaded<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof ActionsNotLoadedError) || attempt >= Object.keys(AREA_MODULES).length)
        throw error
      await loadArea(error.area)
    }
  }
}
