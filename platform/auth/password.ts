import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id, a const enum that isolatedModules cannot read

/** argon2id with OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A readable random password for generated accounts: 16 characters with every class. */
export function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const body = Buffer.from(bytes).toString("base64url");
  return `${body}aA1`;
}
