/** The result of `engine.login` (docs/sync.md). */
export type LoginResultLike =
  | { kind: 'ok'; reply: 'business' | 'employee' | 'admin' }
  | { kind: 'trialExpired' }
  | { kind: 'wrongCredentials' }
  | { kind: 'throttled'; retryAfter: number }
  | { kind: 'network' }

export type LoginAlert = 'fillAllFields' | 'wrongCredentials' | 'throttled' | 'network'

export type LoginOutcome =
  /** `retryAfter`: seconds to wait (throttled). */
  | { kind: 'alert'; alert: LoginAlert; retryAfter?: number }
  /** `reload`: a full page load (employees), so the notification sound setting applies. */
  | { kind: 'go'; to: string; reload: boolean; enableNotifySound: boolean }

/** Both fields are required (spec section 5): else the alert asks to fill in all fields. */
export function checkLoginInput(username: string, password: string): LoginAlert | null {
  return username.trim() === '' || password === '' ? 'fillAllFields' : null
}

/** What the login screen does with the server's answer (spec sections 5 and 8). */
export function loginOutcome(result: LoginResultLike): LoginOutcome {
  switch (result.kind) {
    case 'wrongCredentials':
      return { kind: 'alert', alert: 'wrongCredentials' }
    case 'throttled':
      return { kind: 'alert', alert: 'throttled', retryAfter: result.retryAfter }
    case 'network':
      return { kind: 'alert', alert: 'network' }
    case 'trialExpired':
      return { kind: 'go', to: '/trial-expired', reload: false, enableNotifySound: false }
    case 'ok':
      switch (result.reply) {
        case 'admin':
          return { kind: 'go', to: '/app/admin/main', reload: false, enableNotifySound: false }
        case 'employee':
          return { kind: 'go', to: '/app/h/', reload: true, enableNotifySound: true }
        case 'business':
          return { kind: 'go', to: '/app/h/', reload: false, enableNotifySound: false }
      }
  }
}
