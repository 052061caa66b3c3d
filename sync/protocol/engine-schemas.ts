/**
 * The zod/mini schemas the sync engine checks wire data with: the session, pull pages and
 * their rows, socket events, push replies, error bodies and action payloads. The only schema
 * module sync/ imports values from (eslint.config.js); src/ never does. Everything else a
 * client needs at runtime is zod-free, in rules/index.ts.
 */
export { Me } from './session.ts'
export { Change, PullPage, SYNC_TABLES } from './sync.ts'
export { DeclineOrderBody, Order, OrderIdBody, OrdersReply } from './orders.ts'
export { CallWaiterEvent } from './events.ts'
export { ErrorBody } from './errors.ts'
export { PushReply } from './push-reply.ts'
export {
  AddServiceLinkBody,
  RoomCreatePayload,
  RoomIdBody,
  RoomUpdatePayload,
  UpdateServiceLinkBody,
} from './rooms.ts'
export { AddStayPayload, CheckInPayload, CheckoutBody, UpdateCheckoutBody } from './stays.ts'
export { AddTaskPayload, TicketCreatePayload, TicketIdBody } from './tickets.ts'
export {
  ArticleCreatePayload,
  ArticleIdBody,
  ArticlePositionsBody,
  CategoryCreatePayload,
  CategoryIdBody,
  CategoryPositionsBody,
  UpdateArticleBody,
  UpdateArticleCategoryBody,
} from './menu.ts'
export { UpdateTableManyBody } from './tables.ts'
export { ImageUploadPayload } from './images.ts'
export { FastInputPayload } from './fast-input.ts'
