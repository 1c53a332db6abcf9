import type { Department } from "@/model/assessment/options";
import type { ThemeField, ThemePilot, ThemePlacement } from "@/capabilities/report/content/themes";
import type { ThemeWording } from "@/capabilities/report/content/profession-profiles";
import type { StatedConstraint } from "./stated-constraint";
import type { OwnReading } from "./own-challenge";
import type { StatedMeasure } from "./stated-figures";

/** A theme read in the executive's words (themes.ts), and how a company's reading is tuned. */
export interface RecognisedTheme extends OwnReading {
  /** The theme's id, or "own-words" for an answer no theme matched. */
  themeId: string;
  field: ThemeField;
  /** The executive's words (the clause that carries the theme), on one line, trimmed. */
  quote: string;
  /** The words of the answer that made the theme: a keyword, or an ambiguous word and its context. */
  evidence: string[];
  placement: ThemePlacement;
  title: string;
  /** A pilot's plain name in the report's words ("building the schedule"), never a quotation. */
  name?: string;
  /** One sentence without a full stop; it already quotes `quote`, so do not add it again. */
  action: string;
  /** A role, never a name. */
  owner: string;
  measure: string;
  /** Placement "roadmap" only: the pilot's baseline and target. */
  pilot?: ThemePilot;
  /** Placement "risk" only; `why` quotes the executive. */
  risk?: { risk: string; mitigation: string; why: string };
  /** The action records people (an expert's explanation, a visit). */
  records?: true;
  /** The figures the executive gave for this problem, which measure its pilot. */
  stated?: StatedMeasure;
}

export interface RecogniseOptions {
  /** The role this company has for a department (capabilities/report/builtin/roles.ts `ownerRole`). */
  roleFor?: (department: Department) => string;
  /** A theme's named owner as this company's size has it (roles.ts `companyRole`). */
  sized?: (role: string) => string;
  /**
   * The constraints the executive stated (constraints.ts): their words raise no theme but the
   * ones that say the same, an answer that states one gets no step to remove it, and a theme's
   * work is done without recording when recording is ruled out.
   */
  constraints?: readonly StatedConstraint[];
  /** The profession's own wording of a theme, by id (content/profession-profiles.ts). */
  wording?: Readonly<Record<string, ThemeWording>>;
  /**
   * The answers show a kind of business the industry option's usual one is not (a child care
   * centre under Education): a theme's owner for the option (a school's Head of School) is not
   * its owner (content/neutral-profiles.ts).
   */
  otherKind?: boolean;
  /**
   * The person the executive's sentence names doing its work ("quotes are done by Tanya",
   * "estimating takes Brent two days"): the pilot on it is theirs (roles.ts `doerIn`).
   */
  doerIn?: (sentence: string) => string | undefined;
  /** Anyone the sentence names: who tried the tool a theme builds on owns it (`Theme.ownedByUser`). */
  userIn?: (sentence: string) => string | undefined;
}
