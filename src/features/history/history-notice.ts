import type { HistoryFetchState } from './use-history-fetch.ts'

/**
 * What the screen says above the list: nothing when the page is fresh; loading the first time;
 * offline with the page as this device kept it, or offline with a page it never saw (not an
 * empty list); or the server's refusal.
 */
export type HistoryNotice =
  null | 'loading' | 'offlineKept' | 'offlineUnseen' | 'forbidden' | 'refused'

export function historyNotice(state: HistoryFetchState, kept: boolean): HistoryNotice {
  switch (state.kind) {
    case 'loading':
      return kept ? null : 'loading'
    case 'ok':
      return null
    case 'network':
      return kept ? 'offlineKept' : 'offlineUnseen'
    case 'refused':
      return state.status === 403 || state.status === 404 ? 'forbidden' : 'refused'
  }
}
