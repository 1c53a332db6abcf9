import { spawnSync } from "node:child_process";
import path from "node:path";

const eslintBin = path.join(process.cwd(), "node_modules", ".bin", "eslint");

/**
 * The rules lint gives `code` as if it were the file at `filePath`. ESLint runs as the CLI does:
 * its flat config does not load inside Jest's module system.
 */
function lint(code: string, filePath: string): string[] {
  const { stdout } = spawnSync(
    eslintBin,
    ["--format", "json", "--stdin", "--stdin-filename", filePath],
    {
      cwd: process.cwd(),
      input: code,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const queueWrite =
  'import { db } from "@/platform/db";\nexport const f = () => db.generationJob.create({ data: {} as never });\n';
const testImport =
  'import { seedAssessment } from "@/tests/helpers/admin";\nexport { seedAssessment };\n';
const routeImport = 'import { POST } from "@/app/api/assessments/route";\nexport { POST };\n';

describe("the house rules lint keeps", () => {
  it("refuses a job written outside the queue, test support in product code, and routes in capabilities", () => {
    const queue = lint(queueWrite, "capabilities/leads/example.ts");
    const tests = lint(testImport, "app/api/example/route.ts");
    const route = lint(routeImport, "capabilities/report/components/example.tsx");
    const inTest = lint(testImport, "capabilities/leads/example.test.ts");
    expect(queue).toEqual([
      expect.stringMatching(/^no-restricted-syntax: The queue owns every job row/),
    ]);
    expect(tests).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Product code never imports test support/),
    ]);
    expect(route).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports routes or pages/),
    ]);
    expect(inTest).toEqual([]);
  }, 60_000);
});

const depcruiseBin = path.join(process.cwd(), "node_modules", ".bin", "depcruise");

/** The import rules `npm run lint` reports for the fixture house in tests/lint/fixtures/house. */
function importRuleViolations(): string[] {
  const { stdout } = spawnSync(
    depcruiseBin,
    [
      "capabilities",
      "platform",
      "model",
      "--config",
      "../../../../.dependency-cruiser.cjs",
      "--output-type",
      "json",
    ],
    {
      cwd: path.join(process.cwd(), "tests/lint/fixtures/house"),
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    },
  );
  const { summary } = JSON.parse(stdout) as {
    summary: { violations: { from: string; rule: { name: string } }[] };
  };
  return summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
}

describe("the import rules lint keeps", () => {
  it("refuses a tier importing upwards, a capability's internals, and a capability against the order", () => {
    // capabilities/team/uses-leads.ts uses leads through its index.ts, downwards: allowed.
    expect(importRuleViolations()).toEqual([
      "capability-order-leads: capabilities/leads/uses-report.ts",
      "capability-public-entries: capabilities/report/uses-team-internals.ts",
      "tier-platform: platform/uses-model.ts",
    ]);
  }, 60_000);
});
