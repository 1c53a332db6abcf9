import { lintGenerated } from "@/lib/report/audit/lint-documents";
import { auditPersonas } from "@/lib/report/audit/personas";
import { randomAssessments } from "@/lib/report/audit/random-assessments";
import { auditInput } from "@/lib/report/audit/run";

/**
 * The report linter (lib/report/lint.ts) over the documents of 1,000 random valid assessments
 * and of the audit personas: no template seam, no count that disagrees, no broken name, no
 * sentence said twice, no clause cut short. (About 30 s: the generator is pure, the linter a
 * handful of expressions.)
 */
const findingsOf = (answers: Parameters<typeof auditInput>[0]["answers"]) =>
  lintGenerated(
    auditInput({ key: "", summary: "", answers } as Parameters<typeof auditInput>[0]),
  ).map((f) => `${f.rule} ${f.path}: ${f.detail}`);

it("finds no seam in the documents of 1,000 random assessments", () => {
  const found: string[] = [];
  for (const { seed, answers } of randomAssessments(1_000)) {
    found.push(...findingsOf(answers).map((f) => `seed ${seed}: ${f}`));
  }
  expect(found.slice(0, 20)).toEqual([]);
});

it("finds no seam in the audit personas' documents", () => {
  expect(auditPersonas.flatMap((p) => findingsOf(p.answers).map((f) => `${p.key}: ${f}`))).toEqual(
    [],
  );
});
