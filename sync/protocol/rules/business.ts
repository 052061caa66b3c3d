export const CURRENCIES = ['RSD', 'EUR', '$', '€', 'USD', '£', 'GBP', '₹', 'INR'] as const
export const INTEGRATIONS = ['none', 'prosoft', 'opera', 'otasync'] as const

/** The channel-manager paths of spec 000 §7 (docs/api.md, Channel manager); `{id}`: the business. */
export const OTASYNC_BASE = '/api/otasync'
/** What the desk shows when a channel-manager sync succeeds (spec 001 §8). */
export const SYNC_COMPLETE = 'SYNC COMPLETE'
