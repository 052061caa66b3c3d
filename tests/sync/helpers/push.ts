import { PUSH_PATH, type PushAction, type PushResult } from '../../../sync/protocol/index.ts'
import type { CookieFetch, SentRequest } from './cookie-fetch.ts'

export const isPush = (method: string, path: string): boolean =>
  method === 'POST' && path === PUSH_PATH

/** One push a tablet sent: its actions, and the results (also of an answer lost on the way). */
export interface PushSend {
  status: SentRequest['status']
  actions: PushAction[]
  results: PushResult[]
}

export function pushesOf(net: CookieFetch): PushSend[] {
  return net.sent
    .filter((r) => isPush(r.method, r.path))
    .map((r) => ({
      status: r.status,
      actions: (r.json as { actions?: PushAction[] } | null)?.actions ?? [],
      results: (r.reply as { results?: PushResult[] } | null)?.results ?? [],
    }))
}
