import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Jest global setup: one migrated template database for this run (prepare-templates.ts),
 * named after this process so that runs side by side never share one. Test workers inherit
 * TEST_DATABASE_TEMPLATE: a PostgreSQL database name, or a PGlite folder.
 */
export default function globalSetup() {
  const baseUrl = process.env.DATABASE_URL;
  process.env.TEST_DATABASE_TEMPLATE = baseUrl
    ? `${new URL(baseUrl).pathname.slice(1)}_template_${process.pid}`
    : path.join(process.cwd(), ".data", `test-template-${process.pid}`);
  execFileSync("npx", ["tsx", "--conditions=react-server", "tests/helpers/prepare-templates.ts"], {
    stdio: "inherit",
  });
}
