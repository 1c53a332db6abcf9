import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "lib/generated/**",
    "next-env.d.ts",
    ".data/**",
    "bench/.work/**",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    // The queue owns every job row (docs: Jobs): others queue through lib/jobs/queue.ts.
    files: ["lib/**/*.{ts,tsx}", "app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    ignores: ["lib/jobs/queue.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "TemplateElement[value.raw=/(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+generation_jobs/]",
          message:
            "The queue owns every job row: queue jobs with enqueueJob or insertJobs (lib/jobs/queue.ts).",
        },
        {
          selector:
            "MemberExpression[object.property.name='generationJob'][property.name=/^(create|createMany|upsert|update|updateMany|delete|deleteMany)$/]",
          message:
            "The queue owns every job row: queue jobs with enqueueJob or insertJobs (lib/jobs/queue.ts).",
        },
      ],
    },
  },
  {
    files: ["tests/helpers/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
