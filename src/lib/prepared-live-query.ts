import { useCallback, useSyncExternalStore } from 'react'
import { preparedAnswer, watchPreparedQuery, type Querier } from '../../sync/index.ts'

/**
 * The live answer of `querier` under `key`, undefined until the first (at once when a route
 * loader prepared it). Like dexie-react-hooks' useLiveQuery, with the key in place of the deps.
 */
export function usePreparedLiveQuery<T>(key: string, querier: Querier<T>): T | undefined {
  // The querier of the first caller of a key is the one that runs: the key names its inputs.
  const subscribe = useCallback(
    (listener: () => void) => watchPreparedQuery(key, querier, listener),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the querier
    [key],
  )
  const snapshot = () => preparedAnswer(key, querier)
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
