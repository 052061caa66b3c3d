/**
 * A fetch with a cookie jar, for engines running in Node (Node's fetch keeps no cookies), plus
 * the controls a test needs to play the network: lose the answer of a request after the server
 * handled it, and a log of what was sent.
 */
export interface SentRequest {
  method: string
  path: string
  idempotencyKey: string | null
  status: number | 'lost' | 'network'
  /** The server answered from its idempotency store (header Idempotent-Replay). */
  replayed: boolean
  /** The JSON body sent (null when none or not JSON). */
  json: unknown
  /** The JSON answer, also when it was lost on the way (null when none or not JSON). */
  reply: unknown
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export interface CookieFetch {
  fetch: typeof fetch
  /** The `cookie` header for the jar's current cookies (socket handshakes). */
  cookieHeader(): string
  cookies: Map<string, string>
  /** The next request matching is delivered and handled, but its answer never arrives. */
  loseAnswerOf(match: (method: string, path: string) => boolean): void
  /**
   * The next request matching is delivered and handled, and its answer is held: the caller
   * waits until `release()`, which then fails it as a dropped connection (a tab that died or
   * froze while waiting).
   */
  holdAnswerOf(match: (method: string, path: string) => boolean): {
    release(): void
    held: Promise<void>
  }
  /** Runs after each answer arrived and before the engine reads it (e.g. stop the server). */
  onAnswer: ((entry: SentRequest) => void | Promise<void>) | null
  sent: SentRequest[]
}

export function createCookieFetch(base: typeof fetch = fetch): CookieFetch {
  const cookies = new Map<string, string>()
  type Match = (method: string, path: string) => boolean
  const losers: Match[] = []
  const holders: { match: Match; arrived: () => void; released: Promise<void> }[] = []
  const sent: SentRequest[] = []

  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  function store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.split('=').map((s) => s.trim())
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0
        if (key.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now()
        return false
      })
      if (expired || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
  }

  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const headers = new Headers(request.headers)
    if (cookies.size > 0) headers.set('cookie', cookieHeader())
    const url = new URL(request.url)
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      idempotencyKey: request.headers.get('idempotency-key'),
      status: 'network',
      replayed: false,
      json: null,
      reply: null,
    }
    sent.push(entry)
    const body = request.body ? await request.arrayBuffer() : null
    if (body) entry.json = parseJson(new TextDecoder().decode(body))
    const response = await base(request.url, {
      method: request.method,
      headers,
      ...(body ? { body } : {}),
      redirect: 'manual',
    })
    store(response)
    entry.replayed = response.headers.get('idempotent-replay') === 'true'
    entry.status = response.status
    entry.reply = parseJson(await response.clone().text())
    await controls.onAnswer?.(entry)
    const lose = losers.findIndex((match) => match(request.method, url.pathname))
    const hold = holders.findIndex((h) => h.match(request.method, url.pathname))
    if (lose >= 0 || hold >= 0) {
      await response.arrayBuffer() // the server committed and answered; the answer is lost
      entry.status = 'lost'
      if (lose >= 0) losers.splice(lose, 1)
      else {
        const [holder] = holders.splice(hold, 1)
        holder?.arrived()
        await holder?.released
      }
      throw new TypeError('fetch failed: connection reset (answer lost)')
    }
    return response
  }

  const controls: CookieFetch = {
    fetch: wrapped,
    cookieHeader,
    cookies,
    loseAnswerOf: (match) => void losers.push(match),
    holdAnswerOf(match) {
      let release = () => undefined as void
      let arrived = () => undefined as void
      const released = new Promise<void>((resolve) => (release = resolve))
      const held = new Promise<void>((resolve) => (arrived = resolve))
      holders.push({ match, arrived, released })
      return { release, held }
    },
    onAnswer: null,
    sent,
  }
  return controls
}
