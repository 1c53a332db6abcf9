import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** ESM-only packages that Jest (CommonJS) must compile. */
const esmPackages = [
  "next-auth",
  "@auth/core",
  "jose",
  "oauth4webapi",
  "preact",
  "preact-render-to-string",
];

/**
 * Tests run as native ES modules (`--experimental-vm-modules`, see package.json): Prisma's
 * query compiler, PGlite and next-auth load ESM at run time. Take `jest` from
 * "@jest/globals". Component tests opt into jsdom with a `@jest-environment jsdom` docblock.
 */
const config = {
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  testEnvironment: "node",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/tests/e2e/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/tests/helpers/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/helpers/global-teardown.mjs",
  testTimeout: 30000,
  // Jest's default is one worker on a 2-core machine; integration tests mostly wait on the
  // database, so two workers finish the suite sooner.
  maxWorkers: 2,
  // Each test file's modules stay on a worker's heap (about 15 MB a report test file): past
  // this a worker is replaced between files, before garbage collection of a heap of
  // gigabytes slows every file after it.
  workerIdleMemoryLimit: "700MB",
  // The WebAssembly schema engine keeps a timer alive after its work is done.
  forceExit: true,
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmPackages.join("|")})/)`,
      "^.+\\.module\\.(css|sass|scss)$",
    ],
  };
}
