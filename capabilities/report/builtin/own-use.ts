import type { AssessmentInput } from "@/model/assessment/schemas";
import { clausesOf } from "./theme-patterns";
import { joinWords } from "./text";
import { aiUsesOf, toolsEnded, type AiUseStatus } from "./ai-uses";

/**
 * The executive's own use of the tools they ticked, read against their words: a tool their
 * experience names only in someone else's hands ("Our estimator uses ChatGPT", "My daughter…
 * uses ChatGPT") is not theirs, and a use they only tried ("I tried it once for a eulogy
 * outline") is said as tried, never as use. Tools the words do not name keep the tick-box; when
 * the words give every ticked tool to others, the executive is credited with none of them.
 */

export interface OwnUse {
  /** The ticked tools the words leave as the executive's own, as labelled. */
  labels: string[];
  /** Their own words say they only tried them. */
  tried: boolean;
  /** Ticked tools the words name only in someone else's hands ("My daughter … uses ChatGPT"). */
  others?: string[];
  /**
   * Who the words put each of those tools with, where they name them ("Our controller tried
   * Copilot in Excel": the controller, tried), so the report gives each tool to its user.
   */
  holders?: Holder[];
  /**
   * Ticked tools the words show only as blocked, stopped or failed at work ("we now block it on
   * office devices"): the tick may be past use; never counted as in use.
   */
  ended?: { label: string; status: Exclude<AiUseStatus, "in use"> }[];
}

/** A ticked tool in someone else's hands: who ("the controller", "Priya"; null when unnamed) and whether only tried. */
export interface Holder {
  label: string;
  who: string | null;
  tried: boolean;
}

/** The "Other" tick, as `buildContext` labels it: a tool nobody named. */
const OTHER_TOOLS = "other AI tools";

/** A clause the executive speaks of themselves in, alone or with the company ("We've paid for…"). */
const OWN =
  /^\s*(?:(?:and|but|et|mais|so)\s+)?(?:(?:personally|myself|personnellement|moi-même|moi),?\s+)?(?:I|I've|I'm|I'd|we|we've|we're|we'd|J['’]|Je|Moi|nous|on)\b/iu;
/** A group the executive may be part of: "Our team uses ChatGPT" leaves the tick-box theirs. */
const WITH_ME =
  /\b(?:our team|the team|all of us|everyone|everybody|the whole (?:team|office|company|firm)|(?:all (?:\d+ )?of )?our (?:people|staff)|notre équipe|tout le monde)\b/iu;
/** The executive as the object of a clause's use: "ChatGPT helps me", "Copilot drafts my replies for me". */
const ME = /\b(?:me|myself|I)\b/u;
/** A clause about someone else: "My daughter showed me…", "Our controller…". */
const SOMEONE = /^\s*(?:(?:and|but|so)\s+)?(?:my|our|the|a|an)\s+\p{L}/iu;
/** The clause's subject, a role ("our controller", "the office manager") or a first name ("Priya"). */
const HOLDER =
  /^\s*(?:(?:[Aa]nd|[Bb]ut|[Ss]o|[Ww]hile|[Ww]hereas)\s+)?(?:(?:[Oo]ur|[Mm]y|[Tt]he)\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]+)|(\p{Lu}\p{Ll}+))(?:\s+(?:in|from|on|at)\s+[\p{L}-]+)?\s+(?:uses?|used|using|tried|tries|has|have|had|is|was|started|relies|runs|trialled|tested)\b/u;
/** The executive says they do not use AI themselves: "I don't really use AI myself". */
const SELF_DENIAL =
  /\bI (?:don['’]t|do not|never|rarely) (?:really |personally |actually |much )?use (?:AI|it|them|any of (?:it|them)|these tools)\b|(?<!\p{L})(?:je n['’]utilise (?:pas|jamais|presque pas)|moi,? je ne m['’]en sers pas)(?!\p{L})/iu;
const TRIED = /\b(?:tried|tested|trialled|trialed|played with|essayé|testé)(?![\p{L}])/iu;
const REGULAR =
  /\b(?:use|uses|using|every|daily|weekly|each (?:day|week)|all the time|regularly|tous les|chaque)\b/iu;
const PRONOUN = /\b(?:it|them|l['’]a|les)\b/iu;

/** A role in the plural: "Partners", "Accountants", "Nurses". */
const GROUP = /^\p{Lu}\p{Ll}+(?:ers|ors|ants|ents|ists|ians|ees|ses|ics|ves)$/u;

/** How a label is written in free text: "Microsoft Copilot" is "Copilot". */
const nameOf = (label: string) => new RegExp(`\\b${label.replace(/^Microsoft /, "")}\\b`, "i");

export function ownUseOf(answers: AssessmentInput, ticked: readonly string[]): OwnUse {
  const endedLabels = toolsEnded(answers, ticked);
  const uses = aiUsesOf(answers, ticked);
  const ended = endedLabels.map((label) => ({
    label,
    status: uses.find((u) => u.status !== "in use" && u.tools.includes(label))!.status as Exclude<
      AiUseStatus,
      "in use"
    >,
  }));
  const read = ownUseOfLabels(
    answers,
    ticked.filter((l) => !endedLabels.includes(l)),
  );
  return ended.length ? { ...read, ended } : read;
}

function ownUseOfLabels(answers: AssessmentInput, labels: readonly string[]): OwnUse {
  const clauses = clausesOf(answers.aiExperience ?? "");
  const named = (clause: string) => labels.filter((l) => nameOf(l).test(clause));
  const own = new Set<string>();
  const others = new Set<string>();
  const shared = new Set<string>();
  const ownClauses: string[] = [];
  const holders = new Map<string, Holder>();
  let last: string[] = [];
  let lastWho: string | null | undefined;
  for (const clause of clauses) {
    const here = named(clause);
    // "I tried it once": "it" is the tool named last.
    const meant = here.length ? here : PRONOUN.test(clause) ? last : [];
    if (OWN.test(clause) || (ME.test(clause) && !SOMEONE.test(clause))) {
      meant.forEach((l) => own.add(l));
      if (meant.length) ownClauses.push(clause);
    } else if (WITH_ME.test(clause)) here.forEach((l) => shared.add(l));
    else {
      here.forEach((l) => others.add(l));
      for (const label of here)
        if (!holders.has(label)) {
          const holder = holderOf(clause, label, answers.aiExperience ?? "");
          // "Partners use ChatGPT Team and Claude …": a clause with no subject of its own is theirs.
          const before = HOLDER.test(clause) ? undefined : lastWho;
          holders.set(label, holder.who || !before ? holder : { ...holder, who: before });
        }
      lastWho = here.map((l) => holders.get(l)?.who).find(Boolean) ?? lastWho;
    }
    if (here.length) last = here;
  }
  // "I don't really use AI myself" (review r26): the ticks are the company's, never the executive's.
  const denied = !own.size && clauses.some((c) => SELF_DENIAL.test(c));
  const mine = denied ? [] : labels.filter((l) => own.has(l) || shared.has(l) || !others.has(l));
  const theirs = labels.filter((l) => !mine.includes(l)).flatMap((l) => holders.get(l) ?? []);
  // Every ticked tool is someone else's: the use is theirs, never credited to the executive.
  if (!mine.length) return { labels: [], tried: false, others: [...labels], holders: theirs };
  const tried = ownClauses.length > 0 && ownClauses.every((c) => TRIED.test(c) && !REGULAR.test(c));
  // Only the unnamed "Other" tick left as theirs: the named tools ticked beside it are said too.
  const given = labels.filter((l) => !mine.includes(l));
  if (mine.every((l) => l === OTHER_TOOLS) && given.length)
    return { labels: mine, tried, others: given, holders: theirs };
  return theirs.length ? { labels: mine, tried, holders: theirs } : { labels: mine, tried };
}

/**
 * Who the clause gives the tool to, and whether they only tried it. A capital the answer names as
 * a place ("our service writers at Portage and Neepawa") is where, never who (review r26).
 */
function holderOf(clause: string, label: string, answer: string): Holder {
  const m = HOLDER.exec(clause);
  const place = (name: string) =>
    new RegExp(`\\b(?:at|in|from|à)\\s+(?:\\p{Lu}\\p{Ll}+\\s+(?:and|et)\\s+)?${name}\\b`, "u").test(
      answer,
    );
  const name = m?.[2] && !nameOf(label).test(m[2]) && !OWN.test(m[2]) && !place(m[2]) ? m[2] : null;
  // "Partners use ChatGPT Team" (review r27): a role in the plural opening the sentence, no name.
  const group = name && GROUP.test(name) ? `the ${name.toLowerCase()}` : null;
  const who = m?.[1] ? `the ${m[1]}` : (group ?? name);
  return { label, who, tried: TRIED.test(clause) && !REGULAR.test(clause) };
}

/** "the controller has tried Microsoft Copilot and the assistant uses ChatGPT"; unnamed users as others at work. */
function holdersSaid(holders: readonly Holder[]): string {
  const named = holders.filter((h) => h.who);
  const unnamed = holders.filter((h) => !h.who).map((h) => h.label);
  // "the drafters use Claude", "the controller has tried Copilot".
  const plural = (who: string) => /^the .*[^s]s$/.test(who);
  // One clause per holder and verb: "the partners use ChatGPT and Claude".
  const said = new Map<string, string[]>();
  for (const h of named) {
    const verb = h.tried
      ? plural(h.who!)
        ? "have tried"
        : "has tried"
      : plural(h.who!)
        ? "use"
        : "uses";
    const key = `${h.who} ${verb}`;
    said.set(key, [...(said.get(key) ?? []), h.label]);
  }
  const parts = [...said].map(([whoVerb, labels]) => `${whoVerb} ${joinWords(labels)}`);
  if (unnamed.length)
    parts.push(
      `${joinWords(unnamed)} ${unnamed.length === 1 ? "is" : "are"} used by others at work`,
    );
  return joinWords(parts);
}

const ENDED_WORDS: Record<Exclude<AiUseStatus, "in use">, [string, string]> = {
  blocked: ["is now blocked or banned for work", "are now blocked or banned for work"],
  stopped: ["was stopped at work", "were stopped at work"],
  failed: ["was tried at work and dropped", "were tried at work and dropped"],
};

/** "your answers say ChatGPT, ticked too, is now blocked or banned for work, so it is not counted as in use". */
function endedSaid(use: OwnUse): string | null {
  if (!use.ended?.length) return null;
  const [first] = use.ended;
  const one = use.ended.length === 1;
  const status = use.ended.every((e) => e.status === first!.status)
    ? ENDED_WORDS[first!.status][one ? 0 : 1]
    : "were stopped or blocked at work";
  return `your answers say ${joinWords(use.ended.map((e) => e.label))}, ticked too, ${status}, so ${one ? "it is" : "they are"} not counted as in use`;
}

/** "personally uses ChatGPT", "has tried ChatGPT", "does not yet use AI tools personally". */
export function ownUseSentence(use: OwnUse): string {
  const ended = endedSaid(use);
  const said = ownUseWords(use);
  return ended ? `${said} (${ended})` : said;
}

function ownUseWords(use: OwnUse): string {
  if (!use.labels.length && use.holders?.length) return `says ${holdersSaid(use.holders)}`;
  if (!use.labels.length && use.others?.length)
    return `says ${joinWords(use.others)} ${use.others.length === 1 ? "is" : "are"} used by others at work`;
  if (!use.labels.length) return "does not yet use AI tools personally";
  // "Other" alone is no tool's name: the named ticks are given, in the hands the words put them.
  if (use.others?.length)
    return `${use.tried ? "has tried" : "personally uses"} AI tools other than ${joinWords(use.others)}, which ${use.others.length === 1 ? "is" : "are"} used by others at work`;
  const own = use.tried
    ? `has tried ${joinWords(use.labels)}`
    : `personally uses ${joinWords(use.labels)}`;
  return use.holders?.length ? `${own} (and says ${holdersSaid(use.holders)})` : own;
}

/** "You use ChatGPT yourself", "You have tried ChatGPT"; null with no tool ticked. */
export function ownUseToYou(use: OwnUse): string | null {
  if (!use.labels.length && use.others?.length)
    return `${joinWords(use.others)} ${use.others.length === 1 ? "is" : "are"} used at work by the people your answers name`;
  if (!use.labels.length) return null;
  if (use.others?.length)
    return `You ${use.tried ? "have tried" : "use"} AI tools other than ${joinWords(use.others)}, which others at work use`;
  const own = use.tried
    ? `You have tried ${joinWords(use.labels)}`
    : `You use ${joinWords(use.labels)} yourself`;
  return use.holders?.length ? `${own} (${holdersSaid(use.holders)})` : own;
}
