import type { PhasePlan } from "@/capabilities/report/content/phases";
import type { ChosenChallenge } from "./context";
import type { RecognisedTheme } from "./recognised-theme";

/** The shape of the plan every document tells (plan.ts works it out). */

/** A change that raises the score, with the points it adds: the summary's "What would raise your score most". */
export interface Lever {
  action: string;
  points: number;
}

/** What the brief says to leave alone for now; `kind` lets the rest of the plan respect it. */
export type NotYetKind =
  "platforms" | "unprovenScaling" | "customModels" | "customerAnswers" | "volunteers" | "aiHire";

export interface NotYet {
  kind: NotYetKind;
  text: string;
}

export interface Plan {
  /** The two views and the overall, 0-10: the overall is always their average. */
  scores: { topDown: number; bottomUp: number; overall: number };
  /** Why the overall differs from the executive's own score, when the team's answers count. */
  scoreNote: string | null;
  /** Pilots run already (or AI is embedded): advice extends them, never starts them. */
  pilotsInPlace: boolean;
  phases: readonly [PhasePlan, PhasePlan, PhasePlan];
  /**
   * Phase 3 rolls a proven pilot out within the chosen departments where its kind of work is
   * done (vision inspection stays on the shop floor), or across the company, and starts the next
   * use cases in the chosen departments no pilot has reached yet (`rollout`).
   */
  piloted: string[];
  rollout: string[];
  /**
   * The phase the first pilot starts in (0: the first) and when, in the one phrase every
   * document uses: "within 60 days" or "in month 5" (the next step's "Within 60 days: ..."), and
   * the plan month it starts in (`planStart` counting), which every dated sentence reads.
   */
  firstPilot: { phase: 0 | 1; month: number; starts: string; when: string };
  levers: Lever[];
  /** The months of the year (0: January) nothing new starts in, as the season's words rule. */
  closed: readonly number[];
  notYet: NotYet[];
  /**
   * The pilots on the problems the executive wrote in their own words (the other challenge),
   * run beside the chosen challenges' and starting with the first of them: a theme that reads
   * the problem brings its owner, baseline and target; an unread one is put a number on first.
   */
  ownPilots: RecognisedTheme[];
  /**
   * The executive's own problems a chosen challenge's pilot already does (a First Nation's land
   * referrals, a dental group's cancelled slots), by that challenge: one pilot, quoting both.
   */
  ownInChallenges: { slug: string; theme: RecognisedTheme }[];
  /**
   * The pilot that starts first: the executive's own written problem's (the chosen challenge's
   * pilot that answers it, or its own), else the first chosen challenge's; `words` name it.
   */
  lead: Lead | null;
  /** How many pilots the company can run at once; the rest wait for phase 3. */
  atOnce: number;
  /** The pilots that wait for phase 3: chosen challenges' by slug, own problems' by theme. */
  queued: { slugs: string[]; themes: RecognisedTheme[] };
  /** Each phase's duration with its dates, counted from the month after the report. */
  dated: readonly [string, string, string];
  /** Each phase's months closed to anything new and how it keeps out of them, or null (`phase-freeze.ts`). */
  freezes: readonly [string | null, string | null, string | null];
  /**
   * How the first pilot is timed around the busy season the executive wrote about, and measured
   * like with like when the answers say the trade varies; null when they say neither.
   */
  seasonTiming: string | null;
  /** What to record in a season (or its preparation) under way or weeks away: phase 1's, or null. */
  seasonNow: string | null;
  /** When a seasonal first pilot's results are read ("May 2028"), if after its phase ends. */
  seasonResults: string | null;
}

export interface Lead {
  challenge?: ChosenChallenge;
  theme?: RecognisedTheme;
  /** The words that name it, the executive's own where they wrote the problem: quoted once. */
  words: string;
  /** Its plain name, never a quotation: "writing study reports and grant applications". */
  name: string;
}
