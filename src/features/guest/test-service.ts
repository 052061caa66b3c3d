import type { Service } from '../../../sync/protocol/service.ts'

/** A service for tests, named and typed by the test, with the options it is about. */
export function makeService(
  name: string,
  type: Service['type'],
  options: Service['options'],
): Service {
  return {
    _id: name,
    business_id: 'b1',
    name,
    type,
    description: '',
    email: '',
    image: null,
    options,
    workingHours: null,
    shifts: [],
    version: 1,
  }
}
