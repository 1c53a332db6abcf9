import type { Context } from "@/capabilities/report/builtin/context";
import { professionRoles, sponsorRole } from "@/capabilities/report/builtin/roles";
import {
  boardShown,
  executiveDepartment,
  isHeadOf,
  isSeniorTitle,
  roleDepartment,
  seniorTitlesShown,
} from "@/capabilities/report/builtin/role-scale";
import { governingOf } from "@/capabilities/report/builtin/professions";
import {
  appointsOwners,
  isToAppoint,
  toAppoint,
  whoToName,
} from "@/capabilities/report/builtin/owner-to-appoint";
import { itShown } from "@/capabilities/report/builtin/it-shown";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * Roles and bodies the company has at its size (consistency.ts): no board where the answers show
 * none, no department lead a firm of fifty does not have, no head of the function the executive
 * runs themself ("Head of Operations" beside a COO), and no finance role owning lending work.
 */

type Texts = { path: string; text: string }[];

/** The documents' prose outside the executive's own quoted words. */
function prose(docs: AuditedDocuments): Texts {
  const followUp = "followUp" in docs ? (docs as { followUp: unknown }).followUp : undefined;
  return [
    ...strings(docs.roadmap, "roadmap"),
    ...strings(docs.reportData, "report"),
    ...strings(followUp, "followUp"),
  ]
    .filter((s) => !/\.(?:name|url|pricing|category|industryExampleSource)$/.test(s.path))
    .map((s) => ({ ...s, text: s.text.replace(/“[^”]*”/g, "“…”") }));
}

/** A governing board, not a tribunal, a school district, an MLS, a dispatch or a load board. */
const BOARD =
  /\bboard(?!s? of education\b| of trade\b|'s MLS\b)(?<!Tenant Board|liquor board|Liquor Board|dispatch on the board|load[- ]board)\b/i;

export function boardRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  if (boardShown(ctx)) return [];
  return prose(docs)
    .filter((s) => BOARD.test(s.text))
    .map((s) => ({
      rule: STORY_RULES.board,
      detail: `${s.path}: “${s.text
        .match(/[^.]*\bboard\b[^.]*/i)?.[0]
        ?.trim()
        .slice(0, 90)}”`,
    }));
}

/** Every owner the documents name, with where. */
function ownersOf(docs: AuditedDocuments): { path: string; owner: string; work: string }[] {
  const found: { path: string; owner: string; work: string }[] = [];
  docs.roadmap.recommendations.forEach((r, i) =>
    found.push({
      path: `roadmap.recommendations[${i}]`,
      owner: r.owner ?? "",
      work: `${r.title} ${r.description}`,
    }),
  );
  docs.roadmap.quickWins.forEach((w, i) =>
    found.push({
      path: `roadmap.quickWins[${i}]`,
      owner: w.owner ?? "",
      work: `${w.title} ${w.description}`,
    }),
  );
  const report = docs.reportData.roadmap;
  [report.phase1, report.phase2, report.phase3].forEach((phase, p) =>
    (phase.initiatives ?? []).forEach((i, n) =>
      found.push({
        path: `report.roadmap.phase${p + 1}.initiatives[${n}]`,
        owner: i.owner,
        work: i.action,
      }),
    ),
  );
  const ROLE = "([A-Z][A-Za-zÀ-ÿ' -]*?|[a-z][a-z -]*? lead)";
  const PERSON = "\\p{Lu}[\\p{Ll}'’-]+ \\([^)]*\\)";
  const phrases = [
    new RegExp(`\\bowned by the ${ROLE}(?=[,;.)]|$)`, "g"),
    new RegExp(`\\bnames the ${ROLE} as owner\\b`, "g"),
    new RegExp(`\\bin the ${ROLE}'s (?:team|area)\\b`, "g"),
    new RegExp(`\\bThe ${ROLE} owns it\\b`, "g"),
    // Someone the executive named: "owned by Raj (practice manager)", "Raj (practice manager) owns it".
    new RegExp(`\\bowned by (${PERSON})`, "gu"),
    new RegExp(`(?:^|\\. )(${PERSON}) owns it\\b`, "gu"),
  ];
  for (const { path, text } of prose(docs))
    for (const phrase of phrases)
      for (const m of text.matchAll(phrase))
        found.push({
          path,
          owner: m[1]!.trim(),
          work: text.slice(Math.max(0, m.index - 120), m.index),
        });
  return found;
}

/** Lending work, at a business that lends: a credit committee's, never the Controller's. */
const LENDING_WORK = /\b(?:credit|loans?|lending|underwrit\w*|adjudicat\w*)\b/i;
const LENDERS = ["bank", "credit-union", "lending"];

export function ownerSizeRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const sponsor = sponsorRole(ctx);
  const own = executiveDepartment(ctx);
  const small = ctx.sizeBand === "micro" || ctx.sizeBand === "small";
  // From 51 to 500 staff an area no one is named for has an owner to appoint, never a guessed title.
  const appoints = appointsOwners(ctx);
  // A station's News Director is its working manager, whatever its title reads as.
  const working = ctx.profile?.workingTitles ?? [];
  const professionTitles = [...professionRoles(ctx)].filter(
    (r) => !appoints || !isSeniorTitle(r) || working.includes(r),
  );
  const allowed = new Set([
    sponsor,
    "you",
    ...Object.values(ctx.namedRoles),
    ...(ctx.sizeBand === "micro" ? [] : professionTitles),
    ...Object.values(ctx.profile?.titles ?? {}),
    ...ctx.people.map((p) => p.label),
  ]);
  const lends =
    ctx.industry === "financial-services" && governingOf(ctx).some((p) => LENDERS.includes(p));
  const namedFor = new Set(
    ctx.people.flatMap((p) =>
      p.areas.map((a) => whoToName(toAppoint(a)).replace("a person in ", "")),
    ),
  );
  const seen = new Set<string>();
  for (const { path, owner, work } of ownersOf(docs).filter((o) => o.owner)) {
    const flag = (what: string) => {
      const key = `${what}${owner}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ rule: STORY_RULES.roles, detail: `${path}: ${owner} (${what})` });
    };
    // Beyond a firm of ten the executive owns one pilot; the others' owners are theirs to name.
    const toName = ctx.sizeBand === "small" && isToAppoint(owner);
    // Someone the executive named for that area owns its work; IT is no one's where none is shown.
    const area = /^a person you appoint in (.+)$/.exec(owner)?.[1];
    if (area && namedFor.has(area)) flag(`someone is named for ${area}`);
    if (area === "IT" && !itShown(ctx.answers) && ctx.answers.companyEmployees === "51-200")
      flag("the answers show no IT");
    if (small && !allowed.has(owner) && !toName)
      flag(`no such role at ${ctx.employeesLabel} staff`);
    else if (appoints && !allowed.has(owner) && !isToAppoint(owner))
      flag(`a title the answers do not show at ${ctx.employeesLabel} staff`);
    else if (isSeniorTitle(owner) && !seniorTitlesShown(ctx) && !allowed.has(owner))
      flag(`a head or director the answers do not show at ${ctx.employeesLabel} staff`);
    else if (owner !== sponsor && own && isHeadOf(owner) && roleDepartment(owner) === own)
      flag(`the executive's own job as ${sponsor}`);
    // The executive owns what they choose to; a Controller or a finance lead is no lender.
    if (
      lends &&
      owner !== sponsor &&
      roleDepartment(owner) === "finance" &&
      LENDING_WORK.test(work.replaceAll(ctx.company, ""))
    )
      flag("a finance role owning lending work");
  }
  return found;
}
