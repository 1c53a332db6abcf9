import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/platform/env";

let cached: string | undefined;

/**
 * AUTH_SECRET, or (so that `npm run dev` needs no configuration) a random secret created
 * once and kept beside the embedded database. Deployments set AUTH_SECRET.
 */
export function authSecret(): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (cached) return cached;
  const file = path.join(process.cwd(), ".data", "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  cached = readFileSync(file, "utf8").trim();
  return cached;
}
