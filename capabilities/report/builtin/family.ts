import {
  concernWorries,
  familyResources,
  firstUse,
  householdUses,
  nextUseStep,
  noUseNarrative,
  preparednessPhrase,
  preparednessWithRules,
  rulesPhrase,
  usageWithConcerns,
  useConcernLinks,
  usageWithoutChildren,
  type ChildConcern,
  type FamilySlot,
  type FamilyResource,
  type HouseholdUse,
  type UsageLevel,
} from "@/capabilities/report/content/family";
import { strategiesForOneChild } from "./one-child";
import {
  ADULTS,
  WHOLE_HOUSEHOLD,
  adultPracticeByRules,
  agePractices,
  householdPracticeByPreparedness,
  householdPracticeByUse,
  practiceHeldBy,
} from "@/capabilities/report/content/family-practices";
import {
  concernRecommendations,
  concernTopics,
  coUseStart,
  householdRecommendations,
  rulesRecommendations,
  thirdRule,
  type SafetyRecommendation,
} from "@/capabilities/report/content/family-safety";
import {
  ELDERS,
  elderPractice,
  incidentRecommendations,
  takedownResource,
  worryRecommendations,
} from "@/capabilities/report/content/family-incidents";
import type { ReportData } from "@/model/documents/report-schemas";
import type { FamilyResult } from "@/model/scoring";
import { usesNamedIn } from "@/model/scoring/household-uses";
import type { Context } from "./context";
import { readFamily, type Family } from "./family-reading";
import { capitalise, joinWords } from "./text";

type FamilyStrategies = NonNullable<ReportData["familyStrategies"]>;
type FamilyScorecard = NonNullable<ReportData["familyScorecard"]>;
type BestPractice = FamilyStrategies["familyBestPractices"][number];

const CONCERN_ORDER: readonly ChildConcern[] = [
  "content",
  "privacy",
  "shortcuts",
  "thinking",
  "social",
  "self_esteem",
];
const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const MAX_RECOMMENDATIONS = 5;
const MAX_RESOURCES = 5;
const MAX_PERSON_USES = 4;

/** The stored family score, exactly as scoreFamily produced it. */
export function familyScorecard(family: FamilyResult): FamilyScorecard {
  return {
    overallScore: family.score,
    rating: family.rating,
    summary: family.summary,
    breakdown: { ...family.breakdown },
    ...(family.noChildrenAtHome ? { noChildrenAtHome: true } : {}),
  };
}

/**
 * An age group as this family has it: its stated children ("Your 9- and 11-year-olds"), none when
 * no stated age falls in it; with no age stated, the school stage the words show ("Your children
 * in secondary school"), or else none: a band the family's words do not show would read the same
 * for every family (review r20).
 */
function ageGroupFor(f: Family, group: { ageGroup: string; from: number; to: number }) {
  if (!f.ages.length && f.stage) {
    const children = f.grandchildren ? `grand${f.children}` : f.children;
    return group.from === f.stage.from ? `Your ${children} ${f.stage.label}` : undefined;
  }
  if (!f.ages.length) return undefined;
  const ages = f.ages.filter((age) => age >= group.from && age <= group.to);
  if (!ages.length) return undefined;
  const [one, several] = f.grandchildren ? [" grandchild", " grandchildren"] : ["", ""];
  if (ages.length === 1) return `Your ${ages[0]}-year-old${one}`;
  return `Your ${joinWords(
    ages
      .slice(0, -1)
      .map((a) => `${a}-`)
      .concat(`${ages.at(-1)}-year-old${several || "s"}`),
  )}`;
}

/** The most sensitive use first: finances before health before homework... */
const byRank = (uses: readonly HouseholdUse[]) =>
  [...uses].sort((x, y) => householdUses[x].rank - householdUses[y].rank);

const usageLevel = (f: Family): UsageLevel =>
  f.uses.length === 0 ? "none" : f.uses.length < 3 ? "light" : "broad";

/**
 * A use's words in a sentence. "Other" is named in the family's words when they name a use
 * (“Alexa for weather and timers”), else by the uses they tell ("recipes"), never a
 * sentence as a noun ("beyond “My husband asked it once”").
 */
const phraseOf = (f: Family, use: HouseholdUse) => {
  if (use !== "other" || !f.describesOther)
    return (f.noChildren && householdUses[use].adultPhrase) || householdUses[use].phrase;
  return f.otherNamed.length ? joinWords(f.otherNamed) : "the family's own use";
};

/**
 * "homework and travel planning", then what only the family's words tell, quoted as written:
 * "homework, and, in the family's own words, “meal planning and the kids' hockey schedule”".
 */
function usesPhrase(f: Family): string {
  const phrasesOf = (uses: HouseholdUse[]) =>
    byRank(uses).flatMap((u) =>
      u === "other" && f.otherNamed.length ? f.otherNamed : [phraseOf(f, u)],
    );
  const told = f.uses.filter(
    (u) =>
      f.told.includes(u) ||
      (u === "other" && f.otherNamed.length && !f.otherNamed[0]!.startsWith("“")),
  );
  const ticked = phrasesOf(f.uses.filter((u) => !told.includes(u)));
  const words = phrasesOf(told);
  if (!ticked.length) return words.length ? joinWords(words) : "everyday tasks";
  if (!words.length) return joinWords(ticked);
  // Only the family's words, as written, are "in the family's own words"; a use read from them
  // ("recipes" from "meal planning around calving") is the report's word for it.
  const inQuote = f.usedFor && !words.some((w) => w.startsWith("“")) ? usesNamedIn(f.usedFor) : [];
  const covered = (u: HouseholdUse) =>
    u === "other" ? f.otherNamed.every((p) => inQuote.includes(p)) : inQuote.includes(u);
  if (!told.some(covered)) return `${ticked.join(", ")}, and ${joinWords(words)}`;
  const named = [...ticked, ...phrasesOf(told.filter((u) => !covered(u)))];
  return `${named.join(", ")}, and, in the family's own words, “${f.usedFor}”`;
}

/**
 * The family's uses quoted in their own words once (review r26: the same quotation six times):
 * later texts name them as "household finances, shopping and the family's own use".
 */
function quotedOnce<T>(strategies: T, uses: string): T {
  const short = uses.replace(
    /, and, in the family's own words, “[^”]*”$/u,
    " and the family's own use",
  );
  if (short === uses) return strategies;
  let seen = false;
  const once = (text: string) =>
    text.split(uses).reduce((done, part, i) => {
      if (i === 0) return part;
      const said = seen ? short : uses;
      seen = true;
      return `${done}${said}${part}`;
    });
  return JSON.parse(JSON.stringify(strategies), (_, value: unknown) =>
    typeof value === "string" ? once(value) : value,
  ) as T;
}

/** The family's own answers, for the slots of the family texts (`FamilySlot`). */
function slotsOf(f: Family): Record<FamilySlot, string> {
  const concerns = CONCERN_ORDER.filter((c) => f.concerns.includes(c));
  // The first use in coUseStart's order the family has; "none" comes last.
  const coUse = (Object.keys(coUseStart) as (HouseholdUse | "none")[]).find(
    (u) => u === "none" || f.uses.includes(u),
  );
  const mostSensitive = byRank(f.uses)[0];
  return {
    uses: usesPhrase(f),
    firstUse: mostSensitive ? phraseOf(f, mostSensitive) : "a first household task",
    worries: joinWords(concerns.map((c) => concernWorries[c])),
    concerns: concerns.length
      ? joinWords(concerns.map((c) => concernTopics[c]))
      : "the concerns you named",
    first: concerns[0] ? concernTopics[concerns[0]] : "what has changed",
    start: coUseStart[coUse ?? "none"],
    third: thirdRule[concerns[0] ?? "shortcuts"],
    minimumAge: minimumAgeNote(f),
  };
}

/** A family text with its slots filled from the family's answers. */
function fill(text: string, f: Family): string {
  const slots = slotsOf(f);
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => slots[name as FamilySlot] ?? slot);
}

/** The incident the family's words tell, said before anything else. */
const incidentFirst = (f: Family): string =>
  f.incident
    ? `Your own words tell of ${f.incident.kind === "scam" ? "a scam" : "a deepfake"} that reached ${
        f.incident.elder ? "an older relative" : "the family"
      }, so the steps for it come first below. `
    : "";

function preparednessAssessment(f: Family, result: FamilyResult): string {
  return `${incidentFirst(f)}${standing(f, result)}`;
}

function standing(f: Family, result: FamilyResult): string {
  if (f.noChildren) {
    const opening = `The family ${preparednessPhrase[f.preparedness]} and has no children at home`;
    return `${opening}. ${fill(usageWithoutChildren[usageLevel(f)], f)}; family AI readiness scores ${result.score}/10 (${result.rating}), on preparedness and household use alone.`;
  }
  const standing =
    f.preparedness !== "unknown" && f.rules
      ? preparednessWithRules[f.preparedness][f.rules]
      : `The family ${preparednessPhrase[f.preparedness]} and ${rulesPhrase[f.rules ?? "unknown"]}.`;
  const worries = f.concerns.length
    ? `; it worries about ${fill("{worries}", f)}`
    : "; it names no particular concern about the children";
  const opening = `${standing.replace(/\.$/, "")}${worries}.`;
  const usage = usageWithConcerns[usageLevel(f)][f.concerns.length ? "concerns" : "noConcerns"];
  return `${opening} ${fill(usage, f)}; family AI readiness scores ${result.score}/10 (${result.rating}).`;
}

function usageAnalysis(f: Family): string {
  if (!f.uses.length)
    return [
      ...f.personUses.filter((u) => u.safety).map((u) => u.advice),
      `${noUseNarrative[f.preparedness]} ${f.concerns.length ? firstUse.children : firstUse.household}`,
    ].join(" ");
  const link = useConcernLinks.find(
    (l) => f.uses.includes(l.use) && f.concerns.includes(l.concern),
  );
  const next = link ? link.text : fill(nextUseStep[f.preparedness], f);
  // Who uses it for what, in the family's words, gets the advice for that use.
  if (f.personUses.length)
    return [
      // A use someone's safety rests on comes first, and is never cut.
      ...[...f.personUses]
        .sort((x, y) => Number(y.safety) - Number(x.safety))
        .slice(0, Math.max(MAX_PERSON_USES, f.personUses.filter((u) => u.safety).length))
        .map((u) => u.advice),
      next,
    ].join(" ");
  const sensitive = byRank(f.uses);
  const cares = sensitive.slice(0, 2).map((u) => {
    const use = householdUses[u];
    return f.concerns.length && use.careWithChildren ? use.careWithChildren : use.care;
  });
  const first = sensitive.length > 2 ? `Above all, ${cares[0]}` : capitalise(cares[0]);
  const care = `${first}${cares[1] ? `, and ${cares[1]}` : ""}.`;
  return [care, next].join(" ");
}

function safetyRecommendations(f: Family): SafetyRecommendation[] {
  const fromRules =
    f.rules && !f.noChildren
      ? rulesRecommendations[f.rules][f.concerns.length ? "concerns" : "noConcerns"]
      : [];
  const tier = f.rules ?? "no_rules";
  const fromConcerns: SafetyRecommendation[] = CONCERN_ORDER.filter((c) => f.concerns.includes(c))
    .map((c) => {
      const r = concernRecommendations[c];
      return { title: r.title[tier], description: r.advice[tier], priority: r.priority };
    })
    .sort((x, y) => PRIORITY_RANK[x.priority] - PRIORITY_RANK[y.priority]);
  const forHousehold: SafetyRecommendation[] = f.concerns.length
    ? []
    : [
        ...(f.uses.some((u) => u === "finances" || u === "health")
          ? [householdRecommendations.sensitive]
          : []),
        householdRecommendations.checkIn,
      ];
  // An incident comes first, then what the family's words worry about; then the rules, which
  // for a family with enforced rules are the next level.
  return [...fromWords(f), ...fromRules, ...fromConcerns, ...forHousehold]
    .slice(0, MAX_RECOMMENDATIONS)
    .map((r) => ({ ...r, description: fill(r.description, f) }));
}

/** The minimum age in ChatGPT's terms, the assistant families use most. */
const CHATGPT_MINIMUM_AGE = 13;

/**
 * Who of the children the family counts is under ChatGPT's minimum age, said beside "respect each
 * AI service's minimum age" (review r27: children of 8 and 11 were never told they are under it).
 */
function minimumAgeNote(f: Family): string {
  const under = f.noChildren ? [] : f.ages.filter((age) => age < CHATGPT_MINIMUM_AGE);
  if (!under.length) return "";
  const who =
    under.length === f.ages.length && under.length > 1
      ? `at ${joinWords(under.map(String))}, your children are under it and use it`
      : `at ${joinWords(under.map(String))}, ${under.length > 1 ? "your younger children are" : "your child is"} under it and ${under.length > 1 ? "use" : "uses"} it`;
  return ` (${CHATGPT_MINIMUM_AGE} for ChatGPT: ${who} only with you, on your account)`;
}

/** What the family's own words call for: the incident they tell, then the worries they name. */
function fromWords(f: Family): SafetyRecommendation[] {
  const has = (worry: Family["worries"][number]) => f.worries.includes(worry);
  const incident = f.incident && {
    ...incidentRecommendations[f.incident.kind],
    description: incidentRecommendations[f.incident.kind].description.replace(
      "{words}",
      f.incident.words,
    ),
  };
  const children = !f.noChildren;
  return [
    ...(incident ? [incident] : []),
    ...(has("scam") && !incident ? [worryRecommendations.scam] : []),
    ...(children && has("companion") ? [worryRecommendations.companion] : []),
    ...(children && has("secret") ? [worryRecommendations.secret] : []),
    ...(children && has("plagiarism") ? [worryRecommendations.plagiarism] : []),
  ];
}

/** Age groups only for the children the family tells of; the household's own practices besides. */
function bestPractices(f: Family): BestPractice[] {
  const elders =
    f.elders || f.worries.includes("misinformation")
      ? [{ ...elderPractice, ageGroup: ELDERS }]
      : [];
  return [...forChildrenAndAdults(f), ...elders];
}

function forChildrenAndAdults(f: Family): BestPractice[] {
  if (f.concerns.length) {
    const byAge = agePractices.flatMap((group) => {
      const concern = group.order.find((c) => f.concerns.includes(c));
      const practice = concern && group.practices[concern];
      const ageGroup = ageGroupFor(f, group);
      if (!practice || !ageGroup) return [];
      const chosen = f.rules === "enforced" ? practice.established : practice.building;
      return [{ ...chosen, ageGroup }];
    });
    // How the family holds them is said once, after the last.
    const held = practiceHeldBy[f.rules ?? "unknown"].replace(
      "{these}",
      byAge.length > 1 ? "these practices" : "this",
    );
    const last = byAge.at(-1);
    if (last) last.description = `${last.description.replace(/\.$/, "")}; ${held}.`;
    const adults = adultPracticeByRules[f.rules ?? "unknown"];
    return [...byAge, { ...adults, description: fill(adults.description, f), ageGroup: ADULTS }];
  }
  // Children the family tells of, with no concern named: their ages' practice, no invented worry.
  const told = f.noChildren
    ? []
    : agePractices.flatMap((group) => {
        const ageGroup = ageGroupFor(f, group);
        return ageGroup ? [{ ...group.unconcerned, ageGroup }] : [];
      });
  const mainUse = byRank(f.uses)[0];
  const forAdults =
    (mainUse && householdPracticeByUse[mainUse]) || householdPracticeByUse.otherwise;
  const together = householdPracticeByPreparedness[f.preparedness];
  return [
    ...told,
    { ...forAdults, ageGroup: ADULTS },
    { ...together, description: fill(together.description, f), ageGroup: WHOLE_HOUSEHOLD },
  ];
}

function resources(f: Family): FamilyResource[] {
  const r = familyResources;
  const has = (c: ChildConcern) => f.concerns.includes(c);
  const list = f.concerns.length
    ? [
        r.literacy,
        r.general,
        ...(has("content") ? [r.content] : []),
        ...(has("privacy") ? [r.privacy] : []),
        ...(has("social") || has("self_esteem") ? [r.helpline] : []),
        ...(f.rules === "difficult" || f.rules === "no_rules" ? [r.guides] : []),
      ]
    : [
        r.literacy,
        r.cyber,
        ...(f.uses.includes("finances") ? [r.fraud] : []),
        f.noChildren ? r.privacyAdults : r.privacy,
      ];
  // What the family's words tell of comes first: where to report a fraud, how to take an image down.
  const scam = f.incident?.kind === "scam" || f.worries.includes("scam");
  const told = [
    ...(scam ? [r.fraud] : []),
    ...(f.incident?.kind === "deepfake" ? [r.content, takedownResource] : []),
  ];
  return [...new Set([...told, ...list])]
    .slice(0, MAX_RESOURCES)
    .map((resource) => ({ ...resource }));
}

export function familyStrategies(ctx: Context, result: FamilyResult): FamilyStrategies {
  const f = readFamily(ctx.answers);
  const strategies = quotedOnce(
    {
      preparednessAssessment: preparednessAssessment(f, result),
      householdUsageAnalysis: usageAnalysis(f),
      childSafetyRecommendations: safetyRecommendations(f),
      familyBestPractices: bestPractices(f),
      recommendedResources: resources(f),
    },
    usesPhrase(f),
  );
  return f.children === "child" && !f.noChildren ? strategiesForOneChild(strategies) : strategies;
}
