import { IMAGE_FIELD, imageUploadPath } from '../../protocol/rules/index.ts'
import { ImageUploadPayload } from '../../protocol/action-schemas.ts'
import type { SyncTableName } from '../../protocol/index.ts'
import { rowChange } from './kinds.ts'
import type { ActionDefinition } from './definition.ts'

const IMAGE_TABLES = {
  article: 'articles',
  category: 'categories',
  table_background: 'services',
  promotions: 'promotions',
  info: 'infos',
  offer: 'offers',
  store: 'stores',
  service: 'services',
  logo: 'businesses',
} as const satisfies Record<ImageUploadPayload['kind'], SyncTableName>
const tableOf = (kind: ImageUploadPayload['kind']): SyncTableName => IMAGE_TABLES[kind]

/**
 * A picture for an item or a category, or a service's floor plan background: POST multipart
 * {image base}{kind}/{businessId}/{id} -> the row with its new image URL (the Service for
 * `table_background`). Never pushed in a batch (a file is no JSON): sent on its own,
 * in its turn, so an item created offline is on the server before its picture. The row does not
 * change until the server answers; screens show the waiting picture from the outbox meanwhile.
 */
export const uploadImage: ActionDefinition<'image.upload'> = {
  type: 'image.upload',
  payload: ImageUploadPayload,
  entities: (p) => [{ table: tableOf(p.kind), id: p.id }],
  apply: (entity, row) =>
    row
      ? { ok: true, row }
      : {
          ok: false,
          code: 'not_found',
          message: `No ${entity.table} row ${entity.id} on this device.`,
        },
  request: (p) => ({
    method: 'POST',
    path: imageUploadPath(p.kind, p.business_id, p.id),
    file: { field: IMAGE_FIELD, blob: p.image, filename: `${p.id}.webp` },
    timeoutMs: 120_000,
  }),
  serverRows: (body, p) => {
    const change = rowChange(tableOf(p.kind), body)
    return change ? [change] : []
  },
}
