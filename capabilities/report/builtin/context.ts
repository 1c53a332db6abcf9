import { shortCompanyName } from "./company-name";
import {
  aiToolOptions,
  departmentOptions,
  employeeOptions,
  industryOptions,
  labelOf,
  perceptionOptions,
  platformOptions,
  postureOptions,
  revenueOptions,
  type AiTool,
  type Department,
  type Industry,
  type OrgElement,
} from "@/model/assessment/options";
import { personName } from "./person-credentials";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import { challengeText } from "@/capabilities/report/content/challenges";
import { INDUSTRY_NOUNS } from "@/capabilities/report/content/company-phrases";
import { profileFor } from "@/capabilities/report/content/neutral-profiles";
import type { ProfessionProfile } from "@/capabilities/report/content/profession-profiles";
import { platformRank } from "@/capabilities/report/content/platforms";
import { namedSystems, type NamedSystem } from "@/capabilities/report/content/systems";
import type {
  ChallengeMapping,
  EnterprisePlatform,
  SystemRef,
} from "@/capabilities/report/content/types";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { reportReadiness } from "@/capabilities/report/team";
import type { ReadinessResult } from "@/model/scoring";
import { realPicks } from "@/model/scoring/wording";
import { statedElements } from "@/model/scoring/stated-elements";
import { derivePace, maturityStage, type MaturityStage } from "./readiness";
import type { Pace } from "@/capabilities/report/content/phases";
import { systemsListed } from "./free-text";
import { aiToConfirmOf, type AiToConfirm } from "./ai-to-confirm";
import { namedPeopleOf, type NamedPerson } from "./named-people";
import { namedRolesOf } from "./named-roles";
import { ownToolsInPlace, type OwnTool } from "./own-tools";
import { adoptionOf, type Adoption } from "./adoption";
import { chosenChallengesOf } from "./chosen-challenges";
import { locationOf, postureDescriptionOf, singleLine } from "./context-labels";
import { constraintStatements, readConstraints, withoutConstraints } from "./constraints";
import type { StatedConstraint } from "./stated-constraint";
import { headcountInBand } from "./headcount";
import { ownUseOf, type OwnUse } from "./own-use";
import { copilotReading, toolsInPlace, type CopilotReading, type ToolInPlace } from "./in-place";
import { companyNounOf, profileForKind } from "./profession-profile";
import { inLocalWords } from "./strata";
import { governingProfessions, professionsOf, type ProfessionEvidence } from "./professions";
import { showsClinic } from "./settings-shown";
import { meaningful, shortAnswer } from "./text";
import { withoutCalendarFacts } from "./calendar-facts";
import { withoutGrantedMeans } from "./friction-sentences";
import { oncePer } from "./once";

/** Employee bands grouped as tools and advice are sized: 1-10, 11-50, 51-200, 201-1,000, 1,001+. */
export type SizeBand = "micro" | "small" | "mid" | "large" | "enterprise";

/**
 * The headcount assumed when the answers state none: the geometric mean of the band's bounds,
 * in round figures, so costs sit in the lower part of the band rather than its middle.
 */
const SIZE_BANDS: Record<string, { band: SizeBand; staff: number }> = {
  "1-10": { band: "micro", staff: 3 },
  "11-50": { band: "small", staff: 23 },
  "51-200": { band: "mid", staff: 100 },
  "201-500": { band: "large", staff: 320 },
  "501-1000": { band: "large", staff: 700 },
  "1001-5000": { band: "enterprise", staff: 2200 },
  "over-5000": { band: "enterprise", staff: 6000 },
};

/** A chosen challenge with its text, what AI does about it and how its pilot is measured. */
export interface ChosenChallenge {
  slug: string;
  text: string;
  mapping: ChallengeMapping | undefined;
  measure: ChallengeMeasure | undefined;
  /** The executive's rule, as written, that leaves the challenge no application AI may do. */
  ruledOutBy?: string;
  /** The executive's words on AI for it tried and switched off, or turned down: no pilot again. */
  droppedBy?: { said: string; how: "stopped" | "declined" };
  /** The executive's words on the technique for it that already runs: extended, never piloted anew. */
  runningAs?: { said: string; label: string; trial?: true };
}

/** Everything the generator needs, read once from the input, in labels rather than slugs. */
export interface Context {
  input: GenerationInput;
  answers: AssessmentInput;
  /** The executive's name without the letters typed after it: "Sanjay Mehta". */
  name: string;
  /** The letters typed after the name ("RN", "P.Eng."), shown beside the role; null when none. */
  credentials: string | null;
  title: string;
  /** The company as the prose names it: its legal form left out (company-name.ts). */
  company: string;
  /** The company's name as the executive wrote it, for the first sentence. */
  legalName: string;
  industry: Industry;
  industryLabel: string;
  /** "a professional services firm", for sentences. */
  industryNoun: string;
  /** What the company is: its profession where the answers show one ("a dental group"), else `industryNoun`. */
  companyNoun: string;
  revenueLabel: string;
  employeesLabel: string;
  /** "in the Lower Mainland", or an empty string when unknown. */
  location: string;
  challenges: ChosenChallenge[];
  otherChallenge: string | null;
  /**
   * Where the executive believes AI would help most ("Which departments would benefit most
   * from AI?"): a wish, never evidence that AI is used there.
   */
  focusDepartments: Department[];
  focusDepartmentLabels: string[];
  sizeBand: SizeBand;
  /** The headcount for cost estimates: the one the executive wrote, else an assumed one low in the band. */
  staff: number;
  /** The executive's words for the headcount ("eleven people"), when they gave one. */
  staffWords: string | null;
  /** What the answers say is actually in use: the only evidence of adoption. */
  adoption: Adoption;
  /** Systems named in the free-text answers (Square, Clio, Procore...). */
  systems: NamedSystem[];
  /** The professions the answers show (a law firm, a dental practice), with what shows each. */
  professions: ProfessionEvidence[];
  /**
   * The profile of the first governing profession that has one (content/profession-profiles.ts),
   * else the option's neutral one where the answers show another kind of business than its
   * usual one (content/neutral-profiles.ts).
   */
  profile: ProfessionProfile | null;
  /** Catalogue tools the answers say are in use: extended, never proposed anew. */
  inPlace: ToolInPlace[];
  /** AI tools the executive says run that the catalogue does not list: measured, never met by a rival. */
  ownTools: OwnTool[];
  /** The roles the executive named, by department ("our CFO", "the ops director"), people first. */
  namedRoles: Partial<Record<Department, string>>;
  /** The people the executive named with the work they do ("Raj (practice manager)"). */
  people: NamedPerson[];
  /** Which Microsoft Copilot the "Copilot" answer means, as far as the answers say. */
  copilot: CopilotReading;
  /** Vendor AI the systems may not include ("Google Sheets" may be a free account): asked, never costed as certain. */
  toConfirm: AiToConfirm[];
  /** What the executive ruled out or requires in their own words: every recommendation keeps to it. */
  constraints: StatedConstraint[];
  /** Every sentence that states one, in every answer: none raises a theme, a step or a risk. */
  constraintStatements: StatedConstraint[];
  platforms: EnterprisePlatform[];
  platformLabels: string[];
  /** The systems the executive listed in their own words, without what they said about them. */
  otherPlatforms: string | null;
  tools: AiTool[];
  toolLabels: string[];
  /** The ticked tools the executive's words leave as their own, and whether they only tried them. */
  ownUse: OwnUse;
  elements: OrgElement[];
  postureLabel: string;
  /** The posture's description, or "" where it would deny pilots the answers say run. */
  postureDescription: string;
  perceptionLabel: string;
  confidence: number;
  /**
   * The free text as problems to solve: the sentences that state a constraint are in
   * `constraints`, those that only date a decision in the decision calendar.
   */
  friction: string | null;
  experience: string | null;
  /**
   * The readiness the documents show: the stored one, with the team's bottom-up view and the
   * overall recomputed once enough leaders answered (capabilities/report/team.ts).
   */
  readiness: ReadinessResult;
  /** Its overall score, 0-100. */
  score: number;
  stage: MaturityStage;
  pace: Pace;
}

/**
 * One context per input: the report, the roadmap, the follow-up questions and the Markdown
 * each read it, and reading the free text is most of a report's cost.
 */
export const buildContext: (input: GenerationInput) => Context = oncePer(contextOf);

function contextOf(input: GenerationInput): Context {
  const a = input.answers;
  const people = namedPeopleOf(a);
  const industry = (INDUSTRY_NOUNS[a.companyIndustry] ? a.companyIndustry : "other") as Industry;
  const departments = realPicks(a.aiDepartments);
  // Platform AI is recommended in a fixed order (Microsoft 365 first), whatever the pick order.
  const platforms = (realPicks(a.enterprisePlatforms) as EnterprisePlatform[]).sort(
    (x, y) => platformRank(x) - platformRank(y),
  );
  const tools = realPicks(a.aiToolsUsed);
  const toolLabels = tools.map((t) =>
    t === "other" ? "other AI tools" : labelOf(aiToolOptions, t),
  );
  // A budget, policy or pilot the free text states is in place, ticked or not.
  const elements = [...new Set([...realPicks(a.orgAiElements), ...statedElements(a)])];
  const posture = postureOptions.find((o) => o.value === a.orgPosture);
  const constraints = readConstraints(a);
  const statements = constraintStatements(a);
  const slugs = realPicks(a.businessChallenges).filter((slug) => challengeText(slug));
  const systems = namedSystems(a);
  const professions = professionsOf(a, systems, slugs);
  const governing = governingProfessions(industry, professions).map((e) => e.profession);
  const companyNoun = companyNounOf(a, governing, INDUSTRY_NOUNS[industry]);
  const profile = profileForKind(inLocalWords(profileFor(industry, governing), a), companyNoun);
  const clinic = showsClinic(industry, governing, slugs, a);
  const challenges = chosenChallengesOf(a, slugs, profile, clinic, constraints);
  const readiness = reportReadiness(input);
  const band = SIZE_BANDS[a.companyEmployees] ?? SIZE_BANDS["11-50"];
  const stated = headcountInBand(a);
  return {
    input,
    answers: a,
    ...personName(singleLine(a.executiveName)),
    title: singleLine(a.executiveTitle),
    company: shortCompanyName(singleLine(a.companyName)),
    legalName: singleLine(a.companyName),
    industry,
    industryLabel: labelOf(industryOptions, industry),
    industryNoun: INDUSTRY_NOUNS[industry],
    companyNoun,
    revenueLabel: labelOf(revenueOptions, a.companyRevenue),
    employeesLabel: labelOf(employeeOptions, a.companyEmployees),
    location: locationOf(a),
    challenges,
    otherChallenge: meaningful(
      withoutConstraints(meaningful(a.otherChallenge), "otherChallenge", statements),
    ),
    focusDepartments: departments,
    focusDepartmentLabels: departments.map((d) => labelOf(departmentOptions, d)),
    sizeBand: band.band,
    staff: stated?.count ?? band.staff,
    staffWords: stated?.words ?? null,
    adoption: adoptionOf(a, ownUseOf(a, toolLabels).labels, elements),
    systems,
    professions,
    profile,
    inPlace: toolsInPlace(a),
    ownTools: ownToolsInPlace(a),
    namedRoles: namedRolesOf(a, people),
    people,
    copilot: copilotReading(a),
    toConfirm: aiToConfirmOf(a, platforms, systems),
    constraints,
    constraintStatements: statements,
    platforms,
    platformLabels: platforms.map((p) => labelOf(platformOptions, p)),
    otherPlatforms: systemsListed(shortAnswer(a.otherPlatforms)),
    tools,
    toolLabels,
    ownUse: ownUseOf(a, toolLabels),
    elements,
    postureLabel: posture?.label ?? a.orgPosture,
    postureDescription: postureDescriptionOf(a, elements),
    perceptionLabel: labelOf(perceptionOptions, a.aiPerception),
    confidence: a.aiConfidence,
    // A date the plan works to ("Our board meets in March") is no friction (calendar-facts.ts),
    // nor is money already approved (friction-sentences.ts).
    friction: meaningful(
      withoutConstraints(
        meaningful(a.aiFriction && withoutGrantedMeans(withoutCalendarFacts(a.aiFriction))),
        "aiFriction",
        statements,
      ),
    ),
    experience: meaningful(
      withoutConstraints(meaningful(a.aiExperience), "aiExperience", statements),
    ),
    readiness,
    score: readiness.score,
    stage: maturityStage(readiness.score),
    pace: derivePace(a.orgPosture, elements),
  };
}

export const has = (ctx: Context, element: OrgElement): boolean => ctx.elements.includes(element);

/** The company runs this platform or named this system. */
export const runs = (ctx: Context, ref: SystemRef): boolean =>
  (ctx.platforms as readonly string[]).includes(ref) || ctx.systems.some((s) => s.id === ref);

/** Which customer-like groups AI would answer directly. */
export function isCustomerFacing(ctx: Context): boolean {
  if (ctx.focusDepartments.includes("customer_service")) return true;
  return ctx.challenges.some((c) =>
    /customer|guest|patient|tenant|student|client|enquir|shopping/.test(c.text.toLowerCase()),
  );
}
