/**
 * The engine's network half: the HTTP client (ky), the pull, the outbox replay and the socket's
 * event handler, with the wire schemas and merge rules only they use. A chunk of its own: the
 * engine loads it when it first needs the network (in the browser, once the first screen has
 * painted from IndexedDB), so the staff shell's first screen does not wait for it. See
 * docs/sync.md, "The network half".
 */
export { createHttpClient } from './transport/http.ts'
export { pullChanges } from './pull.ts'
export { replayQueue } from './outbox/replay.ts'
export { createEventHandler } from './events.ts'
export { fetchMe, requestLogin } from './session-requests.ts'
