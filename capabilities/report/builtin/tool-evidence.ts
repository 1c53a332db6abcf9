import { aiToolOptions, departmentOptions, labelOf } from "@/model/assessment/options";
import type { ToolEvidence } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import type { ToolMatch } from "./tool-match";
import { servesChallenge } from "./tool-fit";
import { joinWords } from "./text";
import { homeOf } from "./tool-words";

/**
 * The answers a recommended tool rests on, strongest first: the AI tool already in use, the
 * system it lives in, the profession it is built for, the executive's own words, the challenges
 * it answers, the systems it connects to, the departments hoped for, the missing policy an
 * approved assistant answers; the industry last, and never alone for a tool built for one.
 */
const MAX_EVIDENCE = 5;
const FREE_TEXT = new Set<ToolEvidence["answer"]>([
  "otherChallenge",
  "aiFriction",
  "aiExperience",
  "otherPlatforms",
]);

const sameAnswer = (x: ToolEvidence, y: ToolEvidence) =>
  x.answer === y.answer && (FREE_TEXT.has(x.answer) || x.says === y.says);

export function evidenceOf(m: ToolMatch, ctx: Context): ToolEvidence[] {
  const evidence: ToolEvidence[] = [];
  const named = ctx.inPlace.find((t) => t.name === m.tool.name);
  if (named) evidence.push({ answer: named.answer, says: `“${named.says}”` });
  else if (m.inUse) evidence.push({ answer: "aiTools", says: labelOf(aiToolOptions, "copilot") });
  const home = m.native ? homeOf(m.tool, ctx) : null;
  if (home) evidence.push({ answer: m.tool.nativeTo ? "platform" : "system", says: home });
  // The company's own name or the executive's title is never given as a reason (a profession they
  // alone show still makes the tool fit, tool-fit.ts): the answers beside them are.
  // A rule the executive stated is no evidence for a tool ("No AI grading of student work").
  const statesRule = (e: ToolEvidence) =>
    ctx.constraints.some((c) => e.says.includes(c.quote) || e.says.includes(c.clause));
  evidence.push(
    ...m.profession.filter((e) => e.answer !== "company" && e.answer !== "title" && !statesRule(e)),
  );
  if (m.ownWords) evidence.push({ answer: m.ownWords.answer, says: `“${m.ownWords.words}”` });
  const challenges = [
    ...new Set([
      ...(m.reason ? [m.reason.challenge.text] : []),
      ...m.challenges.map((c) => c.text),
      ...ctx.challenges.filter((c) => servesChallenge(m.tool, c, ctx.answers)).map((c) => c.text),
    ]),
  ];
  for (const text of challenges) evidence.push({ answer: "challenge", says: text });
  if (m.connects.length) evidence.push({ answer: "connects", says: joinWords(m.connects) });
  if (m.departments.length)
    evidence.push({
      answer: "departments",
      says: joinWords(m.departments.map((d) => labelOf(departmentOptions, d))),
    });
  if (m.approvedDefault) evidence.push({ answer: "elements", says: "no written AI policy yet" });
  if (m.industry) evidence.push({ answer: "industry", says: ctx.industryLabel });
  // Each answer is quoted once (a challenge that shows the profession, a free-text answer
  // read for both the profession and a need), and the strongest few are enough.
  return evidence
    .filter((e, i) => evidence.findIndex((x) => sameAnswer(x, e)) === i)
    .slice(0, MAX_EVIDENCE);
}
