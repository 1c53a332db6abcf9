import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  experienceFinishedPilot,
  experienceInService,
  experienceWorkedTry,
} from "@/capabilities/report/content/themes-experience";
import {
  DUTY_WORDS,
  ownDuty,
  ownWords,
  THEME_FIELDS,
  themes,
  type Theme,
  type ThemeField,
  type ThemePlacement,
} from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { readableClauses, statesCondition, whatWasTried, worriedClauses } from "./free-text";
import {
  describesNoUse,
  experienceTheme,
  homeUseOnly,
  turnedAway,
  withoutSeen,
  wrongClauses,
} from "./experience";
import { isTrialTheme, whatHappened } from "./trial-theme";
import { trialDoes, trialsToDecide } from "./trial-to-decide";
import { rejectionsPiloted } from "./buyer-rejections";
import { statesHeadcount } from "./headcount";
import { ownProblems } from "./own-challenge";
import { PROBLEM } from "./problem-words";
import { measureFits } from "./measure-fit";
import { measuredByFigures } from "./stated-figures";
import { compileSignal, sightingIn, type Recogniser, type Sighting } from "./recogniser";
import { compileKeywords, firstMatch, oneLine, quotation, sentencesOf } from "./theme-patterns";
import { joinWords, meaningful, shortAnswer } from "./text";
import { vendorsToAsk } from "./held-systems";
import type { RecognisedTheme, RecogniseOptions } from "./recognised-theme";
import { MIN_QUOTE_WORDS, QUOTE_MAX, ownStatement, quoteFor } from "./quote-for";
import { itemFor } from "./theme-item";
import { refusesAi, withoutGrantedMeans, withoutUseTold } from "./friction-sentences";
import { withoutCalendarFacts } from "./calendar-facts";
import { themeInPlace } from "./practices-in-place";
import { ownToolSaidIn } from "./own-tools";
import { aiInService, onAiInService } from "./ai-in-service";
import { aiInServiceSaid, inServiceHappened } from "./ai-in-service-said";
import { onlyDescribes } from "./company-clause";
import { keptForReporters } from "./stated-byline-rule";
import { materialKeptFromWork } from "./confidential-subject";
import { withoutUnusedSystems } from "./unused-features";

/**
 * Reads every free-text answer and answers it: each recognized theme becomes an owned action
 * for the roadmap, a quick win, a risk or a governance step, quoting the executive's own words;
 * an answer that matches no theme still becomes a scoped, owned, measured first step.
 */

/** A long answer can touch many themes; the first three it raises are answered. */
const MAX_PER_FIELD = 3;
/** A sentence this long that raised an item is quoted whole. */
const SENTENCE_MAX = 260;
/** What happened when AI was tried is quoted in whole sentences: what was tried and what came of it. */
const WHAT_HAPPENED_MAX = 320;

interface Compiled extends Recogniser {
  theme: Theme;
  otherSense: RegExp | null;
}

const compiled: readonly Compiled[] = themes.map((theme) => ({
  theme,
  ...compileSignal(theme),
  otherSense: theme.otherSense?.length ? compileKeywords(theme.otherSense) : null,
}));

/** Whether the sentence shows the theme's words name another thing ("the quote" to a funder). */
const inOtherSense = (c: Compiled, sentence: string): boolean =>
  c.otherSense !== null && firstMatch(sentence, c.otherSense) >= 0;

interface Found extends Sighting {
  c: Compiled;
}

/** A clause that states a constraint raises only the themes that say the same thing. */
const raisedFrom = (
  theme: Theme,
  field: ThemeField,
  clause: string,
  constraints: readonly StatedConstraint[],
) =>
  !constraints.some(
    (c) =>
      c.field === field &&
      // A refusal's whole sentence is its reason ("After the 2025 chatbot, our councils are
      // sceptical and I need to win back trust before…"): never quoted as support for the work.
      (c.clause === clause || (c.class === "never" && c.quote.includes(clause.trim()))) &&
      !c.themes.includes(theme.id),
  );

/**
 * What a use the executive worries about, or a condition set on new tools, raises: the risk and
 * the rules, never work to automate or more of the use.
 */
const RULES_ONLY: readonly ThemePlacement[] = ["risk", "governance"];

/** The themes an answer raises with evidence, in the order it raises them, without those already answered. */
function themesIn(
  text: string,
  field: ThemeField,
  answered: ReadonlySet<string>,
  constraints: readonly StatedConstraint[] = [],
): Found[] {
  const answer = readableClauses(text, field);
  const worried = field === "aiExperience" ? worriedClauses(text) : new Set<string>();
  const found: Found[] = [];
  for (const c of compiled) {
    if (c.theme.fields && !c.theme.fields.includes(field)) continue;
    // What was tried is no problem to solve: an experience answer raises its risks and rules,
    // and the themes written for it, never new work ("Instagram DMs" is no brand-voice guide).
    if (
      field === "aiExperience" &&
      !RULES_ONLY.includes(c.theme.placement) &&
      !c.theme.experienceAction
    )
      continue;
    const sentenceOf = (clause: string) =>
      sentencesOf(text).find((s) => s.includes(clause)) ?? clause;
    const readable = answer.filter(
      ({ clause }) =>
        raisedFrom(c.theme, field, clause, constraints) &&
        measureFits(c.theme.id, sentenceOf(clause)) &&
        !inOtherSense(c, sentenceOf(clause)) &&
        // Journalism the executive keeps for reporters is no work for AI, whatever it costs them.
        (RULES_ONLY.includes(c.theme.placement) ||
          !keptForReporters(sentenceOf(clause), constraints)) &&
        (!(worried.has(clause) || statesCondition(clause)) ||
          RULES_ONLY.includes(c.theme.placement)) &&
        // "We are a credit union with 14 branches" says who they are: no work across sites.
        (field !== "otherChallenge" ||
          RULES_ONLY.includes(c.theme.placement) ||
          !onlyDescribes(sentenceOf(clause))),
    );
    const sighting = sightingIn(readable, c);
    if (sighting) found.push({ c, ...sighting });
  }
  const covered = new Set(found.flatMap(({ c }) => c.theme.covers ?? []));
  // One problem, one pilot: a clause that two work themes read is answered by the first.
  const piloted = new Set<string>();
  return found
    .filter(({ c }) => !covered.has(c.theme.id) && !answered.has(c.theme.id))
    .sort((x, y) => x.order - y.order)
    .filter(({ c, clause }) => {
      if (c.theme.placement !== "roadmap") return true;
      if (piloted.has(clause)) return false;
      piloted.add(clause);
      return true;
    })
    .slice(0, MAX_PER_FIELD);
}

/** A theme of the library by id ("own-words" is none). */
export const themeById = (id: string): Theme | undefined => themes.find((t) => t.id === id);

/** Whether a theme's words are in a text: a pilot's application that already does its work. */
export function readsTheme(themeId: string, text: string): boolean {
  const c = compiled.find((x) => x.theme.id === themeId);
  return c !== undefined && sightingIn(readableClauses(text, "otherChallenge"), c) !== null;
}

/** The first sentence of what slows adoption that no theme reads and that states a problem, not a headcount. */
function unreadProblem(text: string, field: ThemeField): string | undefined {
  if (field !== "aiFriction") return undefined;
  return sentencesOf(text).find(
    (s) =>
      s.split(/\s+/).length >= MIN_QUOTE_WORDS &&
      meaningful(s) !== null &&
      PROBLEM.test(s) &&
      !statesHeadcount(s) &&
      !themesIn(s, field, new Set()).length,
  );
}

/** An answer no theme reads is quoted whole; an experience at the sentence that says what happened. */
function ownQuote(field: ThemeField, text: string): string {
  const happened = field === "aiExperience" ? whatHappened(text) : null;
  if (happened) return oneLine(happened.sentence, WHAT_HAPPENED_MAX);
  // A demo seen is no use described: the quote is what was used.
  const said = field === "aiExperience" ? (withoutSeen(text) ?? text) : text;
  // One statement, never the whole answer pasted into a step: its first sentence.
  return oneLine(sentencesOf(said)[0] ?? said, QUOTE_MAX);
}

/**
 * The systems answer asks the vendors of the software it names, by name: paper and a public
 * body's filing portal have no vendor, and an answer that names no software asks nobody.
 */
function vendorsAsked(
  item: RecognisedTheme,
  template: string,
  answers: AssessmentInput,
): RecognisedTheme | null {
  if (!template.includes("{vendors}")) return item;
  const vendors = vendorsToAsk(answers);
  if (!vendors.length) return null;
  const whom = `the vendor${vendors.length > 1 ? "s" : ""} of ${joinWords(vendors)}`;
  return { ...item, action: template.replace("{vendors}", whom) };
}

/** What happened beside an AI in service, or the AI in service beside what happened; null when one alone. */
function besideInService(
  text: string,
  happened: { theme: Theme; sentence: string },
): { theme: Theme; sentence: string } | null {
  const rest = text.replace(happened.sentence, " ");
  return happened.theme.title === experienceInService.title
    ? experienceTheme(rest)
    : inServiceHappened(rest);
}

/** What an answer no theme reads becomes (the challenge is read in own-challenge.ts). */
const fallback = (field: ThemeField, text: string): Theme => {
  if (field === "aiExperience") return whatHappened(text)?.theme ?? ownWords[field];
  return field === "aiFriction" && DUTY_WORDS.test(text) ? ownDuty : ownWords[field];
};

/**
 * Every theme in the executive's free-text answers, each once (from the first answer that
 * raises it), with the executive's words and the advice. Placeholders ("n/a", "none really")
 * yield nothing; an answer no theme matches yields one "own-words" item.
 */
export function recogniseThemes(
  answers: AssessmentInput,
  options: RecogniseOptions = {},
): RecognisedTheme[] {
  const items: RecognisedTheme[] = [];
  const answered = new Set<string>();
  const texts = new Set<string>();
  for (const field of THEME_FIELDS) {
    // A one-word answer ("Budget", "Security") is read for keywords, and otherwise left alone.
    // An experience answer is read for what was tried, never for "None of our own yet".
    // A system owned and never switched on ("have never used its automation features") is no AI
    // use and no problem: its pilot switches it on (unused-features.ts).
    const said = withoutUnusedSystems(
      field === "aiExperience" ? whatWasTried(answers[field] ?? "") : answers[field],
    );
    // A date the plan works to ("Our fiscal year ends in March") is no problem to answer, nor
    // money already approved ("The board approved C$150,000 for this").
    // Nor, in the friction answer, a sentence that only tells of AI in use ("uses Otter.ai").
    const written =
      said &&
      withoutGrantedMeans(
        withoutCalendarFacts(field === "aiFriction" ? withoutUseTold(said) : said),
      );
    const full = meaningful(written);
    const text = full ?? shortAnswer(written);
    if (!text || texts.has(text.toLowerCase())) continue;
    texts.add(text.toLowerCase());
    const constraints = options.constraints ?? [];
    const wrong = field === "aiExperience" ? wrongClauses(text) : new Set<string>();
    const sentenceOf = (clause: string) => sentencesOf(text).find((s) => s.includes(clause));
    // A try stopped because the people it reached turned it away ("listeners complained it sounded
    // fake, so we stopped") is a lesson, never the support for a new pilot of the same work.
    const found = themesIn(text, field, answered, constraints).filter(
      ({ c, clause }) =>
        c.theme.placement !== "roadmap" ||
        field !== "aiExperience" ||
        !turnedAway(sentenceOf(clause) ?? clause),
    );
    // A constraint is no obstacle to remove: the report keeps to it instead.
    const open = full !== null && !constraints.some((c) => c.field === field);
    const own =
      field === "otherChallenge" && open
        ? ownProblems(
            text,
            (s) => themesIn(s, field, new Set(), constraints).map((f) => f.c.theme.id),
            (s) =>
              keptForReporters(s, constraints) ||
              materialKeptFromWork(s, constraints) !== undefined,
            (s) => trialsToDecide(answers).find((t) => trialDoes(t, s)),
            (s) => rejectionsPiloted(answers, s),
          )
        : [];
    for (const { c, clause, evidence } of found) {
      // A kind of problem whose measure fits better answers the sentence (or its clause) instead.
      if (
        own.some(
          (o) => o.sentence === sentenceOf(clause) && (o.replaces?.includes(c.theme.id) ?? true),
        )
      )
        continue;
      // Work the executive refuses AI for is no need to answer with AI.
      if (refusesAi(sentenceOf(clause) ?? clause)) continue;
      // An AI already in service ("an AI phone service answers our overflow calls") is measured
      // and extended (ai-in-service-said.ts), never the reason for a new pilot of its work.
      if (
        field === "aiExperience" &&
        c.theme.placement === "roadmap" &&
        aiInServiceSaid(sentenceOf(clause) ?? clause)
      )
        continue;
      answered.add(c.theme.id);
      // What runs already ("our Power BI forecast of demand") is extended, never piloted anew.
      // An AI tool in place ("11 of our physios use Jane's AI Scribe") is no use to move onto
      // an approved tool: it is one.
      if (
        themeInPlace(c.theme.id, answers) ||
        (field === "aiExperience" && ownToolSaidIn(sentenceOf(clause) ?? clause, answers))
      )
        continue;
      // Two pilots from one sentence quote their own clauses, so they never read as one twice.
      const beside = found.find(
        (o) =>
          o.clause !== clause &&
          o.c.theme.placement === "roadmap" &&
          c.theme.placement === "roadmap" &&
          sentenceOf(o.clause) === sentenceOf(clause),
      );
      // A rule stated in the same sentence is quoted where it binds, never as this item's reason.
      const rule = constraints.find(
        (r) =>
          r.field === field && r.clause !== clause && sentenceOf(r.clause) === sentenceOf(clause),
      );
      const apart = beside?.clause ?? rule?.clause;
      // The executive's words are quoted in whole sentences, never cut mid-list.
      const max = SENTENCE_MAX;
      const room = apart
        ? Math.max(clause.length + 2, (sentenceOf(clause)?.length ?? 0) - apart.length + 10)
        : max;
      const quote = quoteFor(
        text,
        clause,
        Math.min(room, ownStatement(sentenceOf(clause), clause, max)),
      );
      items.push(
        measuredByFigures(
          itemFor(c.theme, field, quote, evidence, answers, options, wrong.has(clause)),
          text,
        ),
      );
    }
    for (const { quote, theme, reading } of own)
      items.push(
        measuredByFigures(
          {
            ...itemFor(
              onAiInService(theme, reading.kind, answers),
              field,
              quote,
              [],
              answers,
              options,
            ),
            ...reading,
          },
          text,
        ),
      );
    // A pilot that ran or a try that went wrong is answered, even beside a rule in the same answer.
    const happened = field === "aiExperience" && full ? whatHappened(text, answers) : null;
    // A pilot that ran or a tool that worked is evidence, even where a rule or risk reads it too.
    const evidence =
      happened && [experienceFinishedPilot, experienceWorkedTry].includes(happened.theme);
    const inService = happened?.theme.title === experienceInService.title;
    const readAs = found.filter(
      (f) =>
        (!evidence || !RULES_ONLY.includes(f.c.theme.placement)) &&
        !(inService && f.c.theme.placement === "roadmap"),
    );
    if (happened && !readAs.some((f) => happened.sentence.includes(f.clause))) {
      items.push(itemFor(happened.theme, field, ownQuote(field, text), [], answers, options));
      // An AI in service is one use of several: a pilot run beside it is answered too (review r26).
      const beside = besideInService(text, happened);
      if (beside)
        items.push(
          itemFor(beside.theme, field, oneLine(beside.sentence, QUOTE_MAX), [], answers, options),
        );
      // A trial waiting for a decision is one use of several: the rest of the answer is read too.
      const rest = isTrialTheme(happened.theme)
        ? meaningful(text.replace(happened.sentence, "").trim())
        : null;
      if (rest && !found.length && !describesNoUse(rest))
        items.push(
          itemFor(
            ownWords[field],
            field,
            oneLine(sentencesOf(rest)[0] ?? rest, QUOTE_MAX),
            [],
            answers,
            options,
          ),
        );
      continue;
    }
    // Nothing read with evidence: no plan is invented; the answer gets a step that scopes it.
    if (!open || field === "otherChallenge") continue;
    // "Nobody here uses AI for work": no use to turn into evidence; nor an assistant in service
    // whose result the executive gave, which the pilot on its work builds on.
    if (
      field === "aiExperience" &&
      !found.length &&
      (describesNoUse(answers[field]) ||
        withoutSeen(text) === null ||
        homeUseOnly(text) ||
        aiInService(answers)?.share !== undefined)
    )
      continue;
    if (!found.length && !themesIn(text, field, new Set()).length) {
      const theme = fallback(field, text);
      const item = itemFor(theme, field, ownQuote(field, text), [], answers, options);
      const asked = vendorsAsked(item, theme.action, answers);
      if (asked) items.push(measuredByFigures(asked, text));
    } else {
      // A second problem no theme reads is scoped too, never dropped beside the first.
      const unread = unreadProblem(text, field);
      if (unread)
        items.push(
          measuredByFigures(
            itemFor(
              fallback(field, unread),
              field,
              quotation(unread, unread),
              [],
              answers,
              options,
            ),
            text,
          ),
        );
    }
  }
  return items;
}
