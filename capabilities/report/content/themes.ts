import type { Department, Industry } from "@/model/assessment/options";
import type { Signal } from "./types";
import { caseThemes } from "./themes-cases";
import { governanceThemes } from "./themes-governance";
import { peopleThemes } from "./themes-people";
import { workThemes } from "./themes-work";

/**
 * Themes executives write in the assessment's free-text boxes, and what the report does with
 * each: a roadmap initiative, a quick win, a risk or a governance step. The recognizer
 * (capabilities/report/builtin/themes.ts) compiles the keywords and quotes the executive's own words.
 */

/** "context": what the executive wrote that AI cannot change, named and never piloted. */
export type ThemePlacement = "roadmap" | "quickWin" | "risk" | "governance" | "context";

/** The free-text answers a theme can be read from. */
export type ThemeField = "otherChallenge" | "aiFriction" | "aiExperience" | "otherPlatforms";

/** The free-text answers read for themes and constraints, in the order they are read. */
export const THEME_FIELDS: readonly ThemeField[] = [
  "otherChallenge",
  "aiFriction",
  "aiExperience",
  "otherPlatforms",
];

export interface Theme extends Signal {
  id: string;
  /** Only these answers; by default every free-text answer. */
  fields?: readonly ThemeField[];
  /**
   * Words that, anywhere in the same sentence, show this theme's words name another thing: a
   * quote sent to a funder for its prior approval is the approval's paperwork, not a sale.
   */
  otherSense?: readonly string[];
  /** Narrower themes this one already answers, dropped when both match the same answer. */
  covers?: readonly string[];
  placement: ThemePlacement;
  title: string;
  /** Placement "roadmap": what "the pilot on …" calls it, in the report's words, never the executive's. */
  name?: string;
  /** Chosen challenges whose pilot already does this work: the executive's words join it. */
  joins?: readonly string[];
  /** An imperative sentence without a full stop. `{words}` places the quotation; without it the quotation is added at the end. */
  action: string;
  /** The action when the words describe something already tried (the AI experience answer). */
  experienceAction?: string;
  /** The action with nobody recorded, for a company that rules recording out. */
  unrecorded?: string;
  /**
   * The work with no tablet, phone or screen at the line, for a floor with none
   * (`no-floor-devices`): its own title and name where the theme's promise a device.
   */
  offFloor?: { title: string; name?: string; action: string };
  /** The role that owns the work. */
  owner: string;
  /** Owned by the person the sentence names using the tool, where it names one (who tried it). */
  ownedByUser?: true;
  /** Where the work sits, so a caller can name the role this company has (capabilities/report/builtin/roles.ts). */
  department?: Department;
  /** The owner in industries where the role has another name. */
  ownerIn?: Partial<Record<Industry, string>>;
  /** What to count to know it worked. */
  measure: string;
  /**
   * Placement "roadmap" only: how to get today's figure and the pilot's target, as a
   * challenge's pilot has them (challenge-measures.ts), so the roadmap never guesses.
   */
  pilot?: ThemePilot;
  /** Placement "risk" only. `why` follows the quotation and says why it matters. */
  risk?: { risk: string; mitigation: string; why: string };
  /**
   * The theme as a setting the executive's words show needs it said (on the water, not on the
   * road), the first whose words they carry; a profession's own wording comes first.
   */
  settings?: readonly ThemeSetting[];
}

export interface ThemeSetting {
  /** Words in the company's name, title or free text that show the setting (keyword syntax). */
  words: readonly string[];
  title?: string;
  name?: string;
  action?: string;
  measure?: string;
  pilot?: ThemePilot;
}

export interface ThemePilot {
  baseline: string;
  target: string;
}

export const themes: readonly Theme[] = [
  ...workThemes,
  ...caseThemes,
  ...peopleThemes,
  ...governanceThemes,
];

/**
 * What an answer that matches no theme becomes: still answered, as a scoped first step with an
 * owner and a measure, never "to be scoped". `{words}` is the executive's answer. A challenge's
 * title, action, measure and pilot are phrased from its own words (builtin/own-challenge.ts).
 */
/**
 * A duty the executive named as what slows adoption ("As the licensed broker we wear the AMPS
 * penalties"): no obstacle to remove, but work a named person keeps signing off.
 */
export const ownDuty: Theme = {
  id: "own-words",
  keywords: [],
  placement: "governance",
  title: "Keep the duty you named with the person who answers for it",
  action:
    "Name who answers for the duty you described ({words}), have that person sign off every piece of AI-assisted work it covers, and write the duty into the AI policy",
  owner: "CEO",
  department: "executive",
  measure: "AI-assisted work signed off by the person who answers for it",
};

/** Words of a legal or professional duty: a liability, a licence, a regulator's rule. */
export const DUTY_WORDS =
  /\b(?:liab\w*|penalt\w*|regulat\w*|licen[cs]ee?|licensed|fines?|obligations?|statut\w*|responsab\w*|accountab\w*|comply|compliance|holds? (?:the )?\w+ responsible)\b/i;

export const ownWords: Record<ThemeField, Theme> = {
  otherChallenge: {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: "Put a number on the challenge you added",
    action:
      "Put figures on what you described ({words}) in the first two weeks: how often it happens, the hours or dollars it costs and who handles it; then trial one AI-assisted step against those figures for 30 days",
    owner: "Operations Manager",
    department: "operations",
    measure: "hours or dollars the challenge costs each month, before and after the trial",
    pilot: {
      baseline:
        "In the first two weeks, count how often the challenge you added happens and the hours or dollars it costs each month",
      target:
        "At least a fifth fewer of those hours or dollars after the 30-day trial, or a decision to stop",
    },
  },
  aiFriction: {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: "Remove the obstacle you named",
    action:
      "Ask the people closest to the obstacle you described ({words}) where it shows up in their week, agree one change that removes it for the first pilot team, and check at the 30-day review whether it still holds them back",
    owner: "CEO",
    department: "executive",
    measure: "pilot users who say the obstacle is gone at the 30-day review",
    pilot: {
      baseline:
        "Before the pilot starts, ask the first pilot team whether the obstacle you named holds them back, and note how many say it does",
      target: "Most of the pilot team say the obstacle is gone at the 30-day review",
    },
  },
  aiExperience: {
    id: "own-words",
    keywords: [],
    placement: "roadmap",
    title: "Turn the AI use you described into evidence",
    action:
      "Write down what came of the AI use you described ({words}): the task, the time or quality before and after and what did not work, as the baseline of any pilot on the same task",
    // Whoever's use it was, the executive who described it asks for the figures.
    owner: "CEO",
    department: "executive",
    measure: "the before-and-after figure from what was tried, written down",
    pilot: {
      baseline:
        "Write down what was tried: the task, its time or quality before and after, and what did not work",
      target:
        "A before-and-after figure written down for the task tried, ready as the baseline if a pilot takes that task on",
    },
  },
  otherPlatforms: {
    id: "own-words",
    keywords: [],
    placement: "quickWin",
    title: "Ask your current vendors before buying anything new",
    action:
      "Ask {vendors} which AI features your current plan includes, which cost extra and where the data is processed, before buying a separate tool",
    owner: "IT Manager",
    measure: "AI features already available in the systems you named, and what they cost",
  },
};
