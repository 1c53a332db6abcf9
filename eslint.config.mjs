import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const LIB = [
  "platform/**/*.{ts,tsx}",
  "model/**/*.{ts,tsx}",
  "capabilities/**/*.{ts,tsx}",
  "wiring/**/*.{ts,tsx}",
];
const PRODUCT = [...LIB, "app/**/*.{ts,tsx}"];
const TESTS = ["**/*.test.{ts,tsx}"];
const QUEUE_OWNS_JOBS =
  "The queue owns every job row: queue jobs with enqueueJob or insertJobs (platform/jobs/queue.ts).";
// Product code never imports test support, and lib and components never import routes or pages.
const NO_TESTS = {
  group: ["@/tests/*"],
  message: "Product code never imports test support (tests/).",
};
// PGlite has one connection: inside an interactive transaction, a query through `db` waits for
// the transaction that waits for it. CI runs most database tests on PostgreSQL, which would not hang.
const ONE_CONNECTION = {
  selector:
    "CallExpression[callee.property.name='$transaction'] > :function MemberExpression[object.name='db']",
  message: "Inside a transaction, query through its `tx`: the embedded PGlite has one connection.",
};
const NO_APP = {
  group: ["@/app/*"],
  message: "Product code never imports routes or pages (app/).",
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "platform/db/generated/**",
    "next-env.d.ts",
    ".data/**",
    "bench/.work/**",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    // The queue owns every job row (docs/security-and-operations.md: How the work is done).
    files: PRODUCT,
    ignores: ["platform/jobs/queue.ts", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TemplateElement[value.raw=/(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+generation_jobs/]",
          message: QUEUE_OWNS_JOBS,
        },
        {
          selector:
            "MemberExpression[object.property.name='generationJob'][property.name=/^(create|createMany|upsert|update|updateMany|delete|deleteMany)$/]",
          message: QUEUE_OWNS_JOBS,
        },
        ONE_CONNECTION,
      ],
    },
  },
  {
    files: ["platform/jobs/queue.ts"],
    rules: { "no-restricted-syntax": ["error", ONE_CONNECTION] },
  },
  {
    files: LIB,
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_TESTS, NO_APP] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_TESTS] }] },
  },
  {
    files: ["tests/helpers/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
