import { stated } from "@/capabilities/report/builtin/constraint-fit";
import type { Context } from "@/capabilities/report/builtin/context";
import { isGradingRule } from "@/capabilities/report/builtin/red-lines";
import type { AuditedDocuments, Violation } from "./rules";

/**
 * Bans and approvals round 10 found broken (issue 34), held against the documents' own prose:
 * no camera work where cameras are banned, no AI feedback on students' work where AI never
 * grades it, and no pilot that does not wait for the board where anything new needs it.
 */

/** Published cases and benchmarks name what peers do, not what is recommended. */
const CITED =
  /solutionLandscape\.\d+\.industryExample|industryBenchmarks\.(?:adoptionRate|maturityLevel|sources)/;
const ownProse = (text: string) => text.replace(/“[^”]*”/g, "“”");

const CAMERA_WORK =
  /\b(?:cameras?|computer[- ]vision|vision (?:quality )?inspection|labelled images|dash ?cams?)\b/i;
const STUDENT_FEEDBACK =
  /\bfeedback (?:drafts|on student|assistants)\b|\brubric-based feedback\b|\bgrad(?:e|es|ing) student/i;

export function boundRuleViolations(
  ctx: Context,
  docs: AuditedDocuments,
  prose: readonly { path: string; text: string }[],
): Violation[] {
  const found: Violation[] = [];
  const cameras = stated(ctx.constraints, "no-cameras");
  const grading = ctx.constraints.some(isGradingRule);
  for (const { path, text } of prose) {
    if (CITED.test(path)) continue;
    const own = ownProse(text);
    const camera = cameras && CAMERA_WORK.exec(own);
    if (camera)
      found.push({ rule: "camera work where cameras are banned", detail: `${path}: ${camera[0]}` });
    const feedback = grading && STUDENT_FEEDBACK.exec(own);
    if (feedback)
      found.push({
        rule: "AI feedback on students' work where AI never grades it",
        detail: `${path}: ${feedback[0]}`,
      });
  }
  const board = ctx.constraints.find((c) => c.id === "new-work-approval");
  if (board) {
    const { phase1, phase2 } = docs.reportData.roadmap;
    for (const pilot of [phase1, phase2].flatMap((p) => p.initiatives ?? []))
      if (!(pilot.dependsOn ?? "").toLowerCase().includes(`${board.approver} approves it`))
        found.push({
          rule: "pilot started without the approval the executive requires",
          detail: pilot.action,
        });
  }
  return found;
}
