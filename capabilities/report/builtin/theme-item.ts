import { executiveRoleOf } from "@/capabilities/report/content/french-titles";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Theme, ThemeField, ThemeSetting } from "@/capabilities/report/content/themes";
import { compileKeywords, firstMatch } from "./theme-patterns";
import { MONTHS } from "./text";
import { departureIn } from "./decision-dates";
import { ownFigures, quotedFigures, withStatedPeriod } from "./own-figures";
import type { RecognisedTheme, RecogniseOptions } from "./recognised-theme";

/** Each theme an answer raises, made an owned item in the executive's words and this company's terms. */

/** Where the words were written, to open a risk's `why`. */
const WROTE_IN: Record<ThemeField, string> = {
  otherChallenge: "Among your challenges you wrote",
  aiFriction: "On what slows adoption you wrote",
  aiExperience: "Describing your AI experience you wrote",
  otherPlatforms: "About your systems you wrote",
};

/**
 * A pilot raised from a sentence that says who leaves and when ("Gord, retires in June 2027") is
 * due before they go, in the executive's words, never "by the phase review" after it.
 */
function dueBeforeDeparture<P extends { target: string }>(
  pilot: P,
  quote: string,
  answers: AssessmentInput,
): P {
  const leaves = departureIn(quote, answers);
  if (!leaves?.leaver || !/\bby the phase review\b/.test(pilot.target)) return pilot;
  const when =
    leaves.leaver.when ?? `in ${MONTHS[leaves.month]}${leaves.year ? ` ${leaves.year}` : ""}`;
  return {
    ...pilot,
    target: pilot.target.replace(
      /\bby the phase review\b/,
      `before ${leaves.leaver.who} ${leaves.leaver.verb} ${when}`,
    ),
  };
}

/** The executive says they do the work themselves: "Quoting new jobs takes me every evening", "je passe mes soirées". */
const DONE_BY_ME =
  /\b(?:takes me|costs me|eats my|keeps me|I (?:spend|do|build|write|handle|prepare|quote|draft|schedule|plan|enter|type|re-?key|chase|answer)|me (?:prend|coûte)|je (?:passe|fais|bâtis|prépare|rédige|planifie|saisis|réponds))\b/iu;

function ownerOf(
  theme: Pick<Theme, "department" | "ownerIn" | "owner" | "ownedByUser">,
  answers: AssessmentInput,
  options: RecogniseOptions,
  quote = "",
): string {
  const user = theme.ownedByUser && quote ? options.userIn?.(quote) : undefined;
  if (user) return user;
  // In a firm of ten there is no department head: the executive does it; so does the work they do themselves.
  if (answers.companyEmployees === "1-10" || DONE_BY_ME.test(quote))
    return executiveRoleOf(answers.executiveTitle ?? "") || "Owner";
  // The person the sentence names doing the work owns the pilot on it: "…are all done by Tanya".
  const doer = quote ? options.doerIn?.(quote) : undefined;
  if (doer) return doer;
  const owner =
    (options.otherKind ? undefined : theme.ownerIn?.[answers.companyIndustry]) ?? theme.owner;
  // Clinicians' documents stay a clinician's, never their department's manager's.
  if (theme.department && options.roleFor && !/\bclinical\b/i.test(owner))
    return options.roleFor(theme.department);
  return options.sized?.(owner) ?? owner;
}

function withQuote(template: string, quote: string): string {
  const quoted = `“${quote}”`;
  return template.includes("{words}")
    ? template.replace("{words}", quoted)
    : `${template} (you wrote ${quoted})`;
}

/** `{money}` in a baseline: the sums the quoted sentence states (" (“$180,000” last year)"), or nothing. */
function withMoney<P extends { baseline: string }>(pilot: P, quote: string): P {
  if (!pilot.baseline.includes("{money}")) return pilot;
  const money = ownFigures(quote)
    .filter((f) => f.includes("$"))
    .map((f) => withStatedPeriod(f, quote));
  const said = money.length ? ` (${quotedFigures(money, quote)})` : "";
  return { ...pilot, baseline: pilot.baseline.replace("{money}", said) };
}

/** The answers in the executive's own words about the company: where it works, how it earns. */
export const COMPANY_WORDS = [
  "companyName",
  "executiveTitle",
  "otherChallenge",
  "aiFriction",
  "aiExperience",
] as const;
const settingPatterns = new Map<ThemeSetting, RegExp>();

/** The theme's wording for the setting the executive's words show, if any. */
export function settingOf(theme: Theme, answers: AssessmentInput): ThemeSetting | undefined {
  if (!theme.settings) return undefined;
  const text = COMPANY_WORDS.map((f) => answers[f])
    .filter((v): v is string => typeof v === "string")
    .join("\n");
  return theme.settings.find((setting) => {
    if (!settingPatterns.has(setting)) settingPatterns.set(setting, compileKeywords(setting.words));
    return firstMatch(text, settingPatterns.get(setting)!) >= 0;
  });
}

export function itemFor(
  theme: Theme,
  field: ThemeField,
  quote: string,
  evidence: string[],
  answers: AssessmentInput,
  options: RecogniseOptions,
  /** What was tried went wrong ("it gave wrong answers"): the work starts afresh, never from it. */
  wentWrong = false,
): RecognisedTheme {
  // The work as a stated rule allows it: nobody recorded, or nothing on a screen at the line.
  const offFloor = options.constraints?.some((c) => c.id === "no-floor-devices")
    ? theme.offFloor
    : undefined;
  const allowed = options.constraints?.some((c) => c.id === "no-recording")
    ? theme.unrecorded
    : offFloor?.action;
  const own = options.wording?.[theme.id] ?? settingOf(theme, answers);
  const template =
    field === "aiExperience" && theme.experienceAction && !wentWrong
      ? theme.experienceAction
      : (allowed ?? own?.action ?? theme.action);
  return {
    themeId: theme.id,
    field,
    quote,
    evidence,
    placement: own && "placement" in own && own.placement ? own.placement : theme.placement,
    title: offFloor?.title ?? own?.title ?? theme.title,
    ...((offFloor?.name ?? own?.name ?? theme.name)
      ? { name: offFloor?.name ?? own?.name ?? theme.name }
      : {}),
    action: withQuote(template, quote),
    owner: ownerOf(
      own && "department" in own && own.department
        ? { ...theme, department: own.department }
        : theme,
      answers,
      options,
      field === "aiExperience" && !theme.ownedByUser ? "" : quote,
    ),
    measure: own?.measure ?? theme.measure,
    ...((own?.pilot ?? theme.pilot)
      ? {
          pilot: withMoney(dueBeforeDeparture((own?.pilot ?? theme.pilot)!, quote, answers), quote),
        }
      : {}),
    ...(theme.unrecorded && template === theme.action ? { records: true as const } : {}),
    ...(theme.risk
      ? {
          risk: {
            risk: theme.risk.risk,
            mitigation: theme.risk.mitigation,
            why: `${WROTE_IN[field]} “${quote}”: ${theme.risk.why}`,
          },
        }
      : {}),
  };
}
