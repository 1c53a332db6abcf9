import type { CatalogueTool, ChallengeApplication } from "@/capabilities/report/content/types";
import type { StatedConstraint } from "./stated-constraint";

/**
 * Red lines: a decision the executive says AI never makes ("We will not use AI to decide
 * admissions or grades", "We can't let AI reject candidates on its own", "AI will never make a
 * credit decision"). A person decides; AI may only prepare the work. The rule is read in
 * content/constraints.ts ("no-ai-decision"); here it is restated and applied to the work.
 */

const CUT = String.raw`(?=\s+(?:on (?:its|their) own|by itself|alone|for us|without|automatically)\b|[,;:.!?]|$)`;
const DECIDE = new RegExp(String.raw`\bdecid\w*\s+(?:on\s+|about\s+)?([^,;:.!?]+?)${CUT}`, "iu");
const MAKE = /\bmak\w*\s+(?:a|an|any|the)?\s*(?:final\s+)?([\p{L}-]+)\s+decisions?\b/iu;
const VERB = new RegExp(
  String.raw`\b(reject|turn down|screen out|approve|deny|grade|mark|score|rank|hire|fire|admit)\s+([^,;:.!?]+?)${CUT}`,
  "iu",
);

/** AI kept out of an area of decisions: "won't allow AI in credit adjudication". */
const IN_AREA =
  /\b(?:ai|a\.i\.|artificial intelligence|machine learning)\s+(?:in|for|from|near)\s+((?:[\p{L}-]+\s+){0,2}(?:adjudication|decisions?|underwriting|hiring|grading|admissions?|approvals?|lending))\b/iu;

/** The same in French: "l'IA dans l'octroi de crédit" -> credit granting. */
const IN_AREA_FR: [RegExp, string][] = [
  [/l['’]octroi (?:de |du )?(?:crédit|prêts?)/iu, "credit granting"],
  [/(?:les |la )?décisions? de crédit/iu, "credit decisions"],
  [/l['’]embauche/iu, "hiring"],
  [/l['’]admission/iu, "admissions"],
  [/l['’]évaluation des (?:élèves|étudiants)/iu, "grading"],
];

/** A red line that keeps AI from grading students' work ("No AI grading of student work"). */
export const isGradingRule = (c: StatedConstraint): boolean =>
  c.id === "no-ai-decision" &&
  /\b(?:grad(?:e|es|ed|ing)|mark(?:s|ed|ing)?|correction|corrig\w*|notation|not(?:e|era|er)|évaluation des élèves)\b/iu.test(
    c.clause,
  );

/** Feedback on students' work, which a grading rule keeps for the teacher. */
const FEEDBACK_ON_WORK =
  /\bfeedback (?:on|to) (?:student|students'?|pupils'?)\s*(?:work|writing|essays?|assignments?)|\b(?:grad(?:e|es|ing)|mark(?:s|ing)?) (?:student|students'?)\s*(?:work|writing|essays?|assignments?)/iu;

/** A tool built to comment on or grade students' work, under a rule that keeps that for a person. */
export const gradesStudentWork = (tool: CatalogueTool, c: StatedConstraint): boolean =>
  isGradingRule(c) && FEEDBACK_ON_WORK.test(`${tool.category}. ${tool.description}`);

/** A landscape area or tool whose work includes feedback on or marks for students' work. */
export const commentsOnStudentWork = (work: {
  title?: string;
  description?: string;
  application?: string;
}): boolean =>
  /\b(?:feedback|grading|marking|rubric-based)\b/i.test(
    `${work.title ?? ""} ${work.description ?? ""} ${work.application ?? ""}`,
  );

/**
 * An application under a grading rule: "lesson plans, materials and feedback drafts" keeps the
 * plans and materials, and says students' work is not AI's to grade or comment on.
 */
export function withoutGrading(application: string): string | null {
  if (!/\bfeedback\b|\bgrad(?:e|es|ing)\b|\bmarking\b/i.test(application)) return application;
  const kept = application
    .replace(/,\s*([^,]+?) and feedback(?: drafts)?\b/i, " and $1")
    .replace(/\s*(?:,|\band\b)\s*feedback(?: drafts)?\b/i, "");
  if (/\bfeedback\b|\bgrad(?:e|es|ing)\b|\bmarking\b/i.test(kept)) return null;
  return `${kept}, never to grade or comment on students' work`;
}

/** The rule restated: "a person decides admissions or grades; AI only prepares the work". */
export function decisionRespect(clause: string): string {
  const refused = PLANS_REFUSED.exec(clause);
  if (refused)
    return `${refused[1]!.toLowerCase()} make the ${`${refused[2] ?? ""}${refused[3]}`.toLowerCase()} themselves, never AI: AI only prepares the work`;
  if (
    /\b(?:grading|graded|marking|correction|notation)\b/iu.test(clause) &&
    /\b(?:student|students'?|pupils'?|élèves?)\b/iu.test(clause)
  )
    return "teachers grade and comment on students' work, never AI: AI only prepares lessons and materials";
  const area =
    IN_AREA.exec(clause)?.[1]?.toLowerCase() ??
    (/\b(?:ia|intelligence artificielle)\b/iu.test(clause)
      ? IN_AREA_FR.find(([words]) => words.test(clause))?.[1]
      : undefined);
  if (area) return `no AI in ${area}: a person decides, and AI only prepares the work`;
  const decided = DECIDE.exec(clause)?.[1];
  if (decided && !/^(?:what|how|whether|to)\b/i.test(decided))
    return `a person decides ${decided.trim()}, never AI: AI only prepares the work`;
  const kind = MAKE.exec(clause)?.[1];
  if (kind && !/^(?:the|a|an|any|final)$/i.test(kind))
    return `a person makes every ${kind.toLowerCase()} decision, never AI: AI only prepares the work`;
  const act = VERB.exec(clause);
  if (act)
    return `a person decides whether to ${act[1]!.toLowerCase()} ${act[2]!.trim()}, never AI: AI only prepares the work`;
  return "a person makes the decision, never AI: AI only prepares the work";
}

/** Planners who refuse a computer's plans: "Our dispatchers refuse to follow load plans a computer makes". */
const PLANS_REFUSED =
  /\b(\p{L}+) (?:refuses?|won't|will not|don't|do not|never) (?:to )?(?:follow|use|accept|trust|work from) (?:(?:computer|software|system|AI|algorithm)(?:[- ](?:made|generated|built|produced))? )?((?:\p{L}+ )?)(plans?|schedules?|routes?|rosters?)\b/iu;

/** Decisions a red line may name, with the words of the rule and of the work that makes them. */
/** Planning loads, routes and schedules: matching, planning, assigning or offering the work. */
const PLANNING = {
  rule: /\b(?:loads?|load plans?|dispatch\w*|routes?|routing|schedules?|rosters?)\b/iu,
  work: /\b(?:loads?|dispatch\w*|routes?|routing|schedul\w*|rosters?)\b/iu,
  decides: /\b(?:match\w*|plans?|planned|planning|assign\w*|offer\w*|optimi[sz]\w*)\b/iu,
};

/** A red line keeps planning loads, routes or schedules with people ("dispatchers make the load plans"). */
export const planningKeptByPeople = (constraints: readonly StatedConstraint[]): boolean =>
  constraints.some((c) => c.id === "no-ai-decision" && PLANNING.rule.test(c.clause));

const AREAS: { rule: RegExp; work: RegExp; decides?: RegExp }[] = [
  PLANNING,
  {
    rule: /\b(?:candidat\w*|applicants?|hir\w*|recruit\w*|r[ée]sum[ée]s?|cvs?|embauch\w*|job seekers?)\b/iu,
    work: /\b(?:screen\w*|shortlist\w*|candidates?|applicants?|r[ée]sum[ée]s?|interview\w*)\b/iu,
  },
  {
    rule: /\b(?:credit|loans?|lend\w*|underwrit\w*|mortgages?|crédit|prêts?)\b/iu,
    work: /\b(?:credit|underwrit\w*|loans?|scorecards?|approval)\b/iu,
  },
  {
    rule: /\b(?:admissions?|admit\w*|grades?|grading|marks?|marking|exams?|notes?|évaluations?)\b/iu,
    work: /\b(?:admissions?|grad\w*|mark(?:s|ing)?|assess\w*|feedback on (?:student )?work|exams?)\b/iu,
  },
];
/** Work that decides about people: screening, scoring, ranking, grading, approving. */
const DECIDING =
  /\b(?:screen\w*|shortlist\w*|rank\w*|scor\w*|grad(?:e|es|ing)|mark(?:s|ing)?|approv\w*|admissions?|underwrit\w*|credit models?)\b/iu;

/** Whom such a decision is about, when the rule names no area. */
const PEOPLE =
  /\b(?:candidates?|applicants?|students?|staff|employees?|customers?|clients?|members?|borrowers?|tenants?|patients?|people)\b/iu;

/**
 * Whether an application would make a decision a stated red line keeps for a person: work in the
 * area the rule names that screens, scores, ranks, grades or approves; any such work when the
 * rule names no area.
 */
export function makesDecisionRuledOut(
  app: { application: string; work?: ChallengeApplication["work"] },
  constraints: readonly StatedConstraint[],
): boolean {
  const text = app.application;
  return constraints.some((c) => {
    if (c.id !== "no-ai-decision") return false;
    const areas = AREAS.filter((a) => a.rule.test(c.clause));
    if (!areas.length)
      return (DECIDING.test(text) && PEOPLE.test(text)) || app.work === "recruiting";
    return areas.some(
      (a) => a.work.test(text) && ((a.decides ?? DECIDING).test(text) || app.work === "recruiting"),
    );
  });
}
