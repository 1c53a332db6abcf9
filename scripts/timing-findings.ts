/**
 * Every seam (capabilities/report/lint.ts) and story disagreement (tests/report-audit/consistency.ts)
 * in the documents of the random assessments that state a timing rule (randomInputStatingTiming),
 * listed in full where lint-property.test.ts shows the first 20. `tsx --conditions=react-server
 * scripts/timing-findings.ts [count | seed seed …]`.
 */
import { storyDisagreements } from "@/tests/report-audit/consistency";
import { generateDocuments, lintDocuments } from "@/tests/report-audit/lint-documents";
import { randomInputStatingTiming } from "@/tests/report-audit/random-assessments";
import { markdownSeams } from "@/capabilities/report/lint-references";
import { reportMarkdown } from "@/capabilities/report/builtin/documents";

const args = process.argv.slice(2).map(Number);
const seeds = args.length > 1 ? args : Array.from({ length: args[0] ?? 1000 }, (_, i) => i + 1);
const seams: string[] = [];
const story: string[] = [];
const t0 = Date.now();
for (const i of seeds) {
  const input = randomInputStatingTiming(i);
  const documents = generateDocuments(input);
  for (const f of [
    ...lintDocuments(input, documents),
    ...markdownSeams(reportMarkdown(documents.reportData, input)),
  ])
    seams.push(`seed ${i}: ${f.rule} ${f.path}: ${f.detail}`);
  for (const v of storyDisagreements(input, documents, input.readiness.improvements))
    story.push(`seed ${i}: ${v.rule}: ${v.detail}`);
}
console.log(`SEAMS ${seams.length}`);
seams.forEach((s) => console.log(s));
console.log(`STORY ${story.length}`);
story.forEach((s) => console.log(s));
console.error(`${Date.now() - t0} ms`);
