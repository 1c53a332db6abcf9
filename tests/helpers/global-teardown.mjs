import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

/** Jest global teardown: removes this run's template database. */
export default function globalTeardown() {
  const template = process.env.TEST_DATABASE_TEMPLATE;
  const baseUrl = process.env.DATABASE_URL;
  if (!template) return;
  if (!baseUrl) return rmSync(template, { recursive: true, force: true });
  const url = new URL(baseUrl);
  url.pathname = "/postgres";
  execFileSync(process.execPath, [
    "tests/helpers/run-sql.cjs",
    url.toString(),
    `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`,
  ]);
}
