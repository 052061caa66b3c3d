/**
 * The second public entry of the sync engine: requests that need the network and are made only
 * from a few screens (guest histories and reports, history pages, QR sheets, the channel
 * manager). They are not in sync/index.ts, the shell's module, so the staff shell does not carry
 * them (DESIGN §5); the screens that use them load this module in their own chunks. See
 * docs/sync.md.
 */
export { fetchQrSheet } from './qr-sheet.ts'
export type { QrSheetOptions, QrSheetRequest, QrSheetResult } from './qr-sheet.ts'
export { syncChannelManager, channelFailure } from './channel-manager.ts'
export type {
  ChannelFailure,
  ChannelSyncCounts,
  ChannelSyncOptions,
  ChannelSyncResult,
} from './channel-manager.ts'
export * from './guests.ts'
export * from './history-pages.ts'
export { fetchSurveyAnswers } from './survey-answers.ts'
export type { SurveyAnswersResult } from './survey-answers.ts'
export { fetchAnalytics } from './analytics.ts'
export type { AnalyticsOptions, AnalyticsPeriod, AnalyticsResult } from './analytics.ts'
