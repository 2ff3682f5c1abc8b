import { hash, verify } from '@node-rs/argon2';

// argon2id through a maintained native binding: about 10 ms a hash, never hand-written.
export const hashPassword = (password: string) => hash(password);

// Compared even for unknown emails, so that response time does not reveal which exist.
const DUMMY_HASH = await hash('not-a-real-password');

export async function verifyPassword(storedHash: string | null, password: string) {
  try {
    return await verify(storedHash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}
