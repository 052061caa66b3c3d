/** Which services a room guest can order from (spec: roomservice, restaurant, amenities, pool). */
export { orderingServices, serviceByName } from '../../../sync/protocol/rules/index.ts'
