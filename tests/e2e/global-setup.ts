import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/** Folders of earlier runs left this long ago are removed (each run's database is ~40 MB). */
const KEEP_MS = 60 * 60 * 1000;

/**
 * Runs once, after the web server is up: says which database the run uses and removes the
 * PGlite folders of earlier runs (the current one is kept for inspection after the run).
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL?.trim()) {
    const url = new URL(process.env.DATABASE_URL);
    console.log(`e2e database: PostgreSQL ${url.host}${url.pathname}`);
    return;
  }
  const current = process.env.E2E_PGLITE_DIR;
  if (!current) return;
  console.log(`e2e database: PGlite in ${path.relative(process.cwd(), current) || current}`);

  const parent = path.dirname(current);
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !/^e2e-\d+-\d+$/.test(entry.name)) continue;
    const folder = path.join(parent, entry.name);
    if (folder === path.resolve(current)) continue;
    const { mtimeMs } = await stat(folder);
    if (Date.now() - mtimeMs > KEEP_MS) await rm(folder, { recursive: true, force: true });
  }
}
