import { HttpError } from '../../http/errors.ts'

/**
 * Creates take the client's own id (the outbox makes it, so a replay can never create twice).
 * An id any row already has — in this business or another, alive or deleted — is refused:
 * inserts use ON CONFLICT DO NOTHING on the primary key and an empty result means taken.
 */
export function idTaken(what: string, id: string): HttpError {
  return new HttpError(
    409,
    'conflict',
    `${what} id ${id} is already in use: create it with a new id.`,
    {
      field: '_id',
    },
  )
}
