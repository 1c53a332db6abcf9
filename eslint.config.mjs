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
    files: ["tests/helpers/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
