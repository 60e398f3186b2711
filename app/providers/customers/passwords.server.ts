/**
 * Password hashing: argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane; DESIGN.md "passwords").
 * The PHC string records the parameters, so hashes made with stronger settings later still verify.
 */
import { hash, verify, type Algorithm } from '@node-rs/argon2'

// `Algorithm` is a const enum, which isolated modules cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm

export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    // A damaged hash never matches.
    return false
  }
}

let dummy: Promise<string> | undefined

/**
 * Spend the time a real check takes when there is no account to check: a login with an unknown e-mail
 * then answers as slowly as a wrong password, and timing does not tell which addresses have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword('not the password of anyone')
  await verifyPassword(await dummy, password)
  return false
}
