import type { ActionType } from '../types.ts'
import type { ActionDefinition } from './definition.ts'
import { acceptOrder } from './accept.ts'
import { declineOrder } from './decline.ts'
import { finishOrder } from './finish.ts'
import { roomServiceFinished } from './room-service-finished.ts'
import { payOrder } from './pay.ts'
import { setRoomActive, setRoomInactive } from './room-active.ts'
import { createCategory } from './category-create.ts'
import { deleteCategory } from './category-delete.ts'
import { moveTables } from './tables-move.ts'
import { updateCategory } from './category-update.ts'
import { reorderCategories } from './category-reorder.ts'
import { createArticle } from './article-create.ts'
import { updateArticle } from './article-update.ts'
import { deleteArticle } from './article-delete.ts'
import { reorderArticles } from './article-reorder.ts'
import { uploadImage } from './image-upload.ts'
import { createRoom } from './room-create.ts'
import { updateRoom } from './room-update.ts'
import { deleteRoom } from './room-delete.ts'
import { addRoomLink, updateRoomLink } from './room-links.ts'
import { checkIn } from './stay-check-in.ts'
import { checkOut } from './stay-check-out.ts'
import { addStay, updateCheckout } from './stay-dates.ts'
import { fastInput } from './stay-fast-input.ts'
import { createTicket } from './ticket-create.ts'
import { addTask, closeTicket } from './ticket-steps.ts'

export type { ActionDefinition, ApplyResult, KeptRow } from './definition.ts'

/** Every action the outbox knows. A new action: one file here, one entry below, one payload type. */
export const ACTIONS: { [K in ActionType]: ActionDefinition<K> } = {
  'order.accept': acceptOrder,
  'order.decline': declineOrder,
  'order.finish': finishOrder,
  'order.roomServiceFinished': roomServiceFinished,
  'order.pay': payOrder,
  'room.setActive': setRoomActive,
  'room.setInactive': setRoomInactive,
  'category.create': createCategory,
  'category.delete': deleteCategory,
  'category.update': updateCategory,
  'category.reorder': reorderCategories,
  'article.create': createArticle,
  'article.update': updateArticle,
  'article.delete': deleteArticle,
  'article.reorder': reorderArticles,
  'table.updateMany': moveTables,
  'image.upload': uploadImage,
  'room.create': createRoom,
  'room.update': updateRoom,
  'room.delete': deleteRoom,
  'room.serviceLink.add': addRoomLink,
  'room.serviceLink.update': updateRoomLink,
  'stay.checkIn': checkIn,
  'stay.checkOut': checkOut,
  'stay.updateCheckout': updateCheckout,
  'stay.add': addStay,
  'stay.fastInput': fastInput,
  'ticket.create': createTicket,
  'ticket.addTask': addTask,
  'ticket.close': closeTicket,
}

export function isActionType(type: string): type is ActionType {
  return Object.hasOwn(ACTIONS, type)
}

/** The definition of a stored action, seen with a payload of any action type. */
export function actionOf(type: ActionType): ActionDefinition {
  return ACTIONS[type]
}
