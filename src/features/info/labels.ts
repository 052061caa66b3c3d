import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { InfoType } from '../../../sync/protocol/rules/index.ts'

/** What each info type (the service option `type`) is called on the staff screen. */
export const INFO_TYPE_LABEL: Record<InfoType, MessageDescriptor> = {
  text: msg`Text blocks`,
  menuSingle: msg`One list with prices`,
  mapsSingle: msg`Places on the map`,
  menuCategory: msg`Stores with their offers`,
  external: msg`External link`,
}
