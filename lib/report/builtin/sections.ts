import { readinessOutOf100 } from "@/lib/report/format";
import { theOwner } from "./named-people";
import {
  departmentOptions,
  labelOf,
  orgElementOptions,
  type Perception,
} from "@/lib/assessment/options";
import {
  datedFor,
  isSectorFigure,
  oneEditionPerSource,
  publishedBenchmarks,
  workTrendIndex2024,
} from "@/lib/report/content/benchmarks";
import { caseIsCurrent, isCrossIndustryCase } from "./example-fit";
import { industryProfileOf } from "./industry-profile";
import type { Priority, SolutionArea } from "@/lib/report/content/types";
import type { ReportData } from "@/lib/report/schemas";
import type { RoadmapContent } from "@/lib/roadmap/schemas";
import { ruledOut } from "./constraint-fit";
import { servesPeopleInGrief } from "./customer-answering";
import { has, type Context } from "./context";
import { adoptionSentence, focusSentence } from "./evidence";
import { quotedFigures } from "./own-figures";
import { clinicShown } from "./settings-shown";
import { hasSeveralSites, isMultiSiteArea } from "./sites";
import { makesDecisionRuledOut } from "./red-lines";
import { pilotOwner, themesOf } from "./roles";
import type { RecognisedTheme } from "./themes";
import { teamCapabilitySentences } from "@/lib/report/team";
import { planOf } from "./plan";
import {
  applicationFor,
  challengeList,
  governanceGaps,
  ownerDecides,
  toolsSentence,
} from "./shared";
import { joinPhrases, joinWords, lowerFirst, outOf100, possessive, quote } from "./text";

type QuickWin = RoadmapContent["quickWins"][number];

const PERCEPTION: Record<Perception, string> = {
  major_opportunity: "sees AI as a major opportunity for the business",
  potential_threat: "sees AI as a potential threat to be managed",
  helpful_tool: "sees AI as a helpful tool rather than a strategic shift",
  overhyped: "regards AI as mostly overhyped",
  not_sure: "is not yet sure what AI means for the business",
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

function profileSentence(ctx: Context): string {
  const where = ctx.location ? `, headquartered ${ctx.location}` : "";
  return `${ctx.name} is ${ctx.title} at ${ctx.company}, ${ctx.companyNoun} with ${lowerFirst(ctx.employeesLabel)} employees and annual revenue of ${lowerFirst(ctx.revenueLabel)}${where}.`;
}

function readinessSentence(ctx: Context): string {
  const stage = ctx.stage.toLowerCase();
  const posture = lowerFirst(ctx.postureLabel);
  const described = ctx.postureDescription
    ? ` (${lowerFirst(ctx.postureDescription.replace(/\.$/, ""))})`
    : "";
  // The leadership team's answers may move the overall (lib/report/team.ts): say so where it is quoted.
  const own = ctx.input.readiness.score;
  const counted =
    own === ctx.score
      ? ""
      : ` with the leadership team's answers counted (${outOf100(own)} on ${possessive(ctx.name)} own)`;
  return `${ctx.company} scores ${outOf100(ctx.score)} on AI readiness${counted}: ${article(stage)} ${stage} profile in ${article(posture)} ${posture} organization${described}.`;
}

const PACE_REASON: Record<Context["pace"], string> = {
  measured: "foundation first, with trust, policy and skills before tools",
  standard: "with governance and the first pilots side by side",
  accelerated: "for several use cases at once",
};

/** Why this company gets its pace: its posture and the governance it has. */
function paceBecause(ctx: Context): string {
  // Named, not counted: a count of six beside the fewer gaps the report names reads as a sum
  // that does not add up.
  const held = ctx.elements
    .filter((e) => e !== "none_yet")
    .map((e) => lowerFirst(labelOf(orgElementOptions, e)));
  const governance = held.length ? `${joinWords(held)} in place` : "no AI governance in place yet";
  return `${possessive(ctx.company)} posture is ${lowerFirst(ctx.postureLabel)}, with ${governance}`;
}

/** The roadmap's pace, why, and when the first pilot starts. */
function paceSentence(ctx: Context): string {
  return `Because ${paceBecause(ctx)}, the roadmap is paced ${PACE_REASON[ctx.pace]}: the first pilot starts ${planOf(ctx).firstPilot.starts}.`;
}

/** "The first moves: a, then b": quick-win titles may hold an "and" of their own. */
/** A title that is no action ("One source of truth for…") is no move to name. */
const NOT_AN_ACTION = /^(?:a|an|the|one|two|three|fifteen|\d+)\b/i;

function movesSentence(quickWins: QuickWin[]): string {
  const moves = quickWins
    .filter((w) => !NOT_AN_ACTION.test(w.title))
    .slice(0, 2)
    .map((w) => lowerFirst(w.title));
  if (moves.length < 2) return moves.length ? `The first move: ${moves[0]}.` : "";
  return `The first moves: ${moves.join(", then ")}.`;
}

/** The roadmap's executive summary: who, where they stand, what they face, and the first moves. */
export function executiveSummary(ctx: Context, quickWins: QuickWin[]): string {
  return [
    profileSentence(ctx),
    readinessSentence(ctx),
    // "personal", not "their own": no pronoun is guessed for the executive.
    `${ctx.name} rates personal AI confidence at ${ctx.confidence}/10, ${toolsSentence(ctx)} and ${PERCEPTION[ctx.answers.aiPerception]}.`,
    `The priority challenges are ${challengeList(ctx) || "not yet defined"}. ${adoptionSentence(ctx)} ${focusSentence(ctx)}`.trim(),
    `${paceSentence(ctx)} ${movesSentence(quickWins)}`.trim(),
  ].join(" ");
}

function highestValueSentence(
  ctx: Context,
  landscape: ReportData["solutionLandscape"],
  toolNames: string[],
): string {
  const top = landscape
    .filter((area) => area.priority === "High")
    .slice(0, 2)
    .map((a) => lowerFirst(a.title));
  const areas = top.length ? top : [lowerFirst(landscape[0].title)];
  // A profession the answers show is named ("a dental group"), else the industry's noun.
  const whom =
    ctx.industry === "other" && ctx.companyNoun === ctx.industryNoun
      ? ctx.company
      : `${ctx.company}, ${ctx.companyNoun}`;
  const areasClause =
    areas.length === 1
      ? `the area worth most is ${areas[0]}`
      : `the areas worth most are ${joinPhrases(areas)}`;
  const tools = toolNames.slice(0, 3);
  const start =
    tools.length === 1
      ? `The tool to start with is ${tools[0]}.`
      : `The tools to start with are ${joinWords(tools)}.`;
  return `For ${whom}, ${areasClause}. ${start}`;
}

function peersSentence(ctx: Context): string {
  const stats = ctx.input.industryStats;
  return stats
    ? `Among ${stats.sampleSize} other ${ctx.industryLabel} organizations assessed, the average readiness score is ${outOf100(stats.averageScore)}.`
    : "";
}

/** The report's summary adds the solution landscape and the peer comparison. */
export function reportSummary(
  ctx: Context,
  quickWins: QuickWin[],
  landscape: ReportData["solutionLandscape"],
  toolNames: string[],
): string {
  return [
    executiveSummary(ctx, quickWins),
    highestValueSentence(ctx, landscape, toolNames),
    peersSentence(ctx),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The report's summary as four or five takeaways an executive can scan: where they stand (and
 * against peers), what they face, where the value is, and the pace with the first moves.
 */
export function reportTakeaways(
  ctx: Context,
  quickWins: QuickWin[],
  landscape: ReportData["solutionLandscape"],
  toolNames: string[],
): string[] {
  return [
    readinessSentence(ctx),
    peersSentence(ctx),
    `The priority challenges are ${challengeList(ctx) || "not yet defined"}. ${adoptionSentence(ctx)}`.trim(),
    highestValueSentence(ctx, landscape, toolNames),
    `${paceSentence(ctx)} ${movesSentence(quickWins)}`.trim(),
  ].filter(Boolean);
}

function platformSentence(ctx: Context): string {
  const other = ctx.otherPlatforms ? ` Other systems named: ${ctx.otherPlatforms}.` : "";
  if (!ctx.platformLabels.length) {
    return ctx.otherPlatforms
      ? `None of the major business suites was named; ${ctx.company} runs ${ctx.otherPlatforms}, whose data and AI features will shape the first use cases.`
      : "No core business platform was named, so AI will depend on the data foundation chosen next.";
  }
  const offers = ctx.platformLabels.length === 1 ? "which offers" : "each of which offers";
  return `${ctx.company} runs ${joinWords(ctx.platformLabels)}, ${offers} AI features, some included in the subscription and some sold as add-ons.${other}`;
}

export function currentState(ctx: Context): ReportData["currentState"] {
  const { scores } = planOf(ctx);
  const elementNames = ctx.elements.map((e) => lowerFirst(labelOf(orgElementOptions, e)));
  const gaps = governanceGaps(ctx);
  const vision = [
    `${ctx.name} ${toolsSentence(ctx)}, ${PERCEPTION[ctx.answers.aiPerception]} and rates personal AI confidence at ${ctx.confidence}/10.`,
    ctx.experience ? `In ${possessive(ctx.name)} words: ${quote(ctx.experience)}.` : "",
    elementNames.length
      ? `At leadership level, ${ctx.company} has ${joinWords(elementNames)}.`
      : `At leadership level, ${ctx.company} has no AI policy, ${ownerDecides(ctx) ? "" : "steering group, "}budget or champions yet.`,
    gaps.length && elementNames.length ? `Still missing: ${joinWords(gaps)}.` : "",
    `Top-down readiness: ${readinessOutOf100(scores.topDown)}.`,
  ];
  const capabilities = [
    `${ctx.name} describes ${possessive(ctx.company)} posture as ${lowerFirst(ctx.postureLabel)}${ctx.postureDescription ? `: ${lowerFirst(ctx.postureDescription)}` : "."}`,
    adoptionSentence(ctx, "detail"),
    focusSentence(ctx, "detail"),
    platformSentence(ctx),
    has(ctx, "dept_pilots")
      ? `${possessive(ctx.company)} departmental pilots give the roadmap a base to build on.`
      : "",
    ctx.friction
      ? `What slows adoption, in ${possessive(ctx.name)} words: ${quote(ctx.friction)}.`
      : "",
    ...teamCapabilitySentences(ctx.input),
    `Bottom-up capability: ${readinessOutOf100(scores.bottomUp)}.`,
  ];
  const keyChallenges = ctx.challenges.map((c) => {
    const app = applicationFor(c, ctx);
    return app
      ? `${c.text}: ${lowerFirst(app.application)}, owned by ${theOwner(pilotOwner(ctx, app, c.measure))}.`
      : `${c.text}.`;
  });
  // The challenge named in the executive's words, then how and where the report answers it
  // (the answer itself is written once, in that place): a theme's title is no challenge's name.
  // Words two themes read are one challenge: listed once, with the first answer.
  const quoted = new Set<string>();
  for (const theme of themesOf(ctx).filter((t) => t.field === "otherChallenge")) {
    if (quoted.has(theme.quote)) continue;
    quoted.add(theme.quote);
    keyChallenges.push(`In your words, “${theme.quote}”: ${answeredHow(theme)}`);
  }
  return {
    topDownVision: vision.filter(Boolean).join(" "),
    bottomUpCapabilities: capabilities.filter(Boolean).join(" "),
    keyChallenges: keyChallenges.length
      ? keyChallenges
      : ["Challenges to be confirmed in the first leadership workshop."],
  };
}

const ANSWERED_IN: Record<RecognisedTheme["placement"], string> = {
  roadmap: "on the roadmap",
  quickWin: "among the quick wins",
  risk: "among the risks",
  governance: "in the governance steps",
  context: "as context",
};

/**
 * How the report answers the executive's own problem: its pilot or step; what AI cannot change
 * named as such; a problem no kind reads scoped with them, never given an invented measure.
 */
function answeredHow(theme: RecognisedTheme): string {
  const context = theme.context?.join("; ");
  if (theme.scoping)
    return `${context ? `${context}. The rest ` : "The plan "}is scoped with you in the first two weeks (${theme.figures?.length ? `your figures, ${quotedFigures(theme.figures)}, as the baseline; then what they cost` : "what it costs"}, who deals with it and what a good result would be) before any decision on whether AI has a part in it, as the quick wins and the follow-up questions set out.`;
  if (theme.placement === "context") return `${context ?? lowerFirst(theme.action)}.`;
  return `${lowerFirst(theme.title)}, answered ${ANSWERED_IN[theme.placement]}.`;
}

/** The industry's solution areas, those answering a chosen challenge first and marked High. */
export function solutionLandscape(ctx: Context): ReportData["solutionLandscape"] {
  const profile = industryProfileOf(ctx);
  const chosen = ctx.challenges.map((c) => c.slug);
  const rank = (slugs: readonly string[]) => {
    const positions = slugs.map((s) => chosen.indexOf(s)).filter((i) => i >= 0);
    return positions.length ? Math.min(...positions) : Number.POSITIVE_INFINITY;
  };
  const answered = new Set<string>();
  // An area whose AI the executive ruled out (recording people, AI answering customers, a
  // decision they keep for a person) is left out.
  const small = underTwoHundred(ctx);
  const severalSites = hasSeveralSites(ctx);
  const clinic = clinicShown(ctx);
  // A firm under 200 staff reads the areas its challenges raise, filled up to three with those
  // whose case is nearest its scale, and as few far larger companies' cases as three areas allow.
  const larger = (area: SolutionArea) => small && ENTERPRISE_CASE.test(area.industryExample);
  const areas = profile.landscape
    .map((area, index) => ({ area, index, rank: rank(area.challenges) }))
    .filter(({ area }) => !ruledOut(area, ctx.constraints))
    // No AI answers people in grief (customer-answering.ts).
    .filter(({ area }) => !(area.answersCustomers && servesPeopleInGrief(ctx.answers)))
    .filter(
      ({ area }) =>
        !makesDecisionRuledOut(
          { application: `${area.title}. ${area.description} ${area.industryExample}` },
          ctx.constraints,
        ),
    )
    .filter(({ area }) => severalSites || !isMultiSiteArea(area.challenges))
    .filter(({ area }) => clinic || !area.clinicOnly)
    .sort(
      (x, y) =>
        x.rank - y.rank || Number(larger(x.area)) - Number(larger(y.area)) || x.index - y.index,
    );
  const listed = small
    ? areas.filter(({ rank }, i) => Number.isFinite(rank) || i < 3).slice(0, 6)
    : areas.slice(0, 6);
  // After the first far larger company's case, another is left out while three areas remain.
  const firstLarger = listed.findIndex(({ area }) => larger(area));
  let spare = listed.length - 3;
  const shown = listed.filter(({ area }, i) => {
    if (!larger(area) || i === firstLarger || spare <= 0) return true;
    spare--;
    return false;
  });
  return shown.map(({ area, rank }) => {
    const matched = Number.isFinite(rank) ? ctx.challenges[rank] : undefined;
    // The priority the roadmap gives the challenge's pilot: High while it runs, Medium queued.
    const waits = matched && planOf(ctx).queued.slugs.includes(matched.slug);
    const priority: Priority =
      matched && !waits ? "High" : area.priority === "Low" && !matched ? "Low" : "Medium";
    // Several areas may answer one challenge: the first says so, the others name themselves.
    const earlier = matched ? answered.has(matched.text) : false;
    if (matched) answered.add(matched.text);
    return {
      title: area.title,
      description: matched
        ? `${area.description} ${
            earlier
              ? `${area.title} is another way for ${ctx.company} to answer “${matched.text}”.`
              : `For ${ctx.company}, this answers “${matched.text}”.`
          }`
        : area.description,
      priority,
      ...exampleOf(area, ctx),
    };
  });
}

/** The area's case as the report shows it: none when too old (example-fit.ts), labelled by kind. */
function exampleOf(area: SolutionArea, ctx: Context) {
  if (!caseIsCurrent(area, ctx.input.createdAt.getUTCFullYear())) return {};
  return {
    industryExample: area.industryExample,
    industryExampleSource: area.industryExampleSource,
    ...(isCrossIndustryCase(area)
      ? { crossIndustry: true }
      : largerCompany(area.industryExample, ctx)
        ? { largerCompany: true }
        : {}),
  };
}

/** What the context calls a company whose answers say nothing of its kind under "Other". */
const INDUSTRY_NOUN_OTHER = "an organization";

const underTwoHundred = (ctx: Context) =>
  ctx.sizeBand === "micro" || ctx.sizeBand === "small" || ctx.sizeBand === "mid";

/** Published cases from companies of thousands of staff: to a firm of fifty, a far larger company's. */
const ENTERPRISE_CASE =
  /\b(?:Starbucks|Amazon|Google|Unilever|Allen & Overy|Zillow|Wendy's|Walmart|Siemens|PwC|Netflix|Morrisons|Morgan Stanley|Microsoft|McKinsey|McDonald's|Mastercard|Lumen|Klarna|JPMorgan|IKEA|DeepMind|Booking\.com|Audi|American Airlines|The Permanente)\b/;

/** An enterprise's case set before a firm under 200 staff. */
const largerCompany = (example: string, ctx: Context): boolean =>
  underTwoHundred(ctx) && ENTERPRISE_CASE.test(example);

/**
 * The published figures measure different things (Statistics Canada: AI used to produce goods
 * or deliver services; the global surveys: any use in one function, mostly large firms), so
 * the report says which of them the company would count in.
 */
function measuresSentence(ctx: Context): string {
  const running = ctx.ownTools[0];
  const statCan =
    ctx.adoption.organisation === "embedded"
      ? "would count"
      : running
        ? `may already count, through ${running.name}, which does part of the work it delivers`
        : "would not count yet, as AI does not yet produce its goods or deliver its services";
  const anyUse =
    ctx.adoption.organisation === "none"
      ? ctx.adoption.personal
        ? `would count only through ${possessive(ctx.name)} own use, as no function uses AI yet`
        : "would not count either, as no function uses AI yet"
      : `would count, since ${ctx.adoption.organisation === "individual" ? "individuals already use AI at work" : "AI is in sanctioned use"}`;
  return `These figures measure different things: in Statistics Canada's narrow measure ${ctx.company} ${statCan}; in the global surveys' measure of any use in one business function it ${anyUse}.`;
}

export function industryBenchmarks(ctx: Context): ReportData["industryBenchmarks"] {
  const profile = industryProfileOf(ctx);
  const reportYear = ctx.input.createdAt.getUTCFullYear();
  const chosen = oneEditionPerSource([
    ...publishedBenchmarks(ctx.industry, ctx.profile?.neutral?.sectorFigure ?? true),
    ...(has(ctx, "ai_policy") ? [] : [workTrendIndex2024]),
  ]);
  const published = chosen.map((s) => datedFor(s, reportYear));
  // Figures of every business say so, so none is read as the sector's own (review class 12).
  const noun =
    ctx.companyNoun === INDUSTRY_NOUN_OTHER ? "" : `, none of them specific to ${ctx.companyNoun}`;
  const crossIndustry = chosen.some(isSectorFigure)
    ? []
    : [`The published figures that follow are cross-industry${noun}.`];
  const stats = ctx.input.industryStats;
  const sources: ReportData["industryBenchmarks"]["sources"] = [];
  const rate: string[] = [];
  let comparison = "";
  if (stats) {
    const label = `${Math.round(stats.adoptionRate)}% of the ${stats.sampleSize} other ${ctx.industryLabel} organizations that have taken this assessment report sanctioned AI work (pilots, a budget, a policy or a steering committee); their average readiness score is ${outOf100(stats.averageScore)}.`;
    sources.push({ kind: "submissions", sampleSize: stats.sampleSize, label });
    rate.push(label);
    const diff = ctx.score - stats.averageScore;
    comparison =
      Math.abs(diff) < 5
        ? ` At ${outOf100(ctx.score)}, ${ctx.company} is level with its peers in this assessment.`
        : ` At ${outOf100(ctx.score)}, ${ctx.company} is ${diff > 0 ? "ahead of" : "behind"} the peer average of ${outOf100(stats.averageScore)}.`;
  }
  sources.push(...published);
  rate.push(...crossIndustry, ...published.map((s) => s.label), measuresSentence(ctx));
  const commonUseCases = [...profile.commonUseCases];
  if (stats?.topDepartments.length) {
    const names = stats.topDepartments
      .flatMap((d) => departmentOptions.filter((o) => o.value === d).map((o) => o.label))
      .slice(0, 3);
    if (names.length)
      commonUseCases.push(`Most active departments among assessed peers: ${joinWords(names)}`);
  }
  return {
    adoptionRate: rate.join(" "),
    commonUseCases,
    maturityLevel: `${profile.typicalMaturity} ${ctx.company} is at the ${ctx.stage.toLowerCase()} stage (${outOf100(ctx.score)}).${comparison}`,
    sources,
  };
}
