import { randomUUID } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string): Promise<string> => hash(password)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let dummy: Promise<string> | null = null

/**
 * A hash of a random password, made with the same parameters as real ones. A login for an unknown
 * user or e-mail is checked against it, so it costs what a wrong password costs (no user probing
 * by timing).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomUUID())
  return dummy
}
