import type { Department } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { noRoomOf, type NamedPerson } from "./named-people";

const DEPARTMENT_AREAS: Readonly<Record<Department, true>> = {
  hr: true,
  finance: true,
  sales: true,
  marketing: true,
  operations: true,
  customer_service: true,
  product: true,
  executive: true,
  supply_chain: true,
};

/**
 * The roles the executive names in their own words ("our CFO", "the ops director", "Kayla
 * (office manager)"), by the department each runs: the report gives them the work rather than
 * a title the company may not have.
 */

/** A role: a function's words and a rank ("ops director", "HR manager"), or a C-suite title. */
const ROLE =
  /\b((?:[\p{L}&-]+\s+){0,2}?(?:manager|director|controller|supervisor|coordinator)|CFO|COO|CHRO|CMO|bookkeeper|treasurer)\b/giu;

/** The department a role's words show. */
const DEPARTMENTS: readonly { department: Department; words: RegExp }[] = [
  {
    department: "finance",
    // A municipality's or a charity's Treasurer keeps its books (review r23).
    words: /\b(?:cfo|finance|financial|controller|bookkeeper|accounting|treasurer)\b/i,
  },
  // In a small firm the office manager keeps the people files.
  { department: "hr", words: /\b(?:hr|chro|people|human resources|office)\b/i },
  { department: "operations", words: /\b(?:coo|ops|operations|plant|production|general)\b/i },
  { department: "marketing", words: /\b(?:cmo|marketing|communications)\b/i },
  { department: "sales", words: /\b(?:sales|business development)\b/i },
  {
    department: "customer_service",
    words: /\b(?:customer service|guest services|client services|member services|front desk)\b/i,
  },
  { department: "supply_chain", words: /\b(?:purchasing|procurement|supply chain|logistics)\b/i },
];

/** Words that may stand before a rank in a role's name: its function, never "only our". */
const FUNCTION_WORDS = new Set(
  "ops operations hr finance financial marketing sales office general customer service services guest client member front desk purchasing procurement supply chain logistics plant production people human resources accounting business development communications".split(
    " ",
  ),
);

/** "only our controller" -> "controller"; "the ops director" -> "ops director". */
function roleWords(matched: string): string {
  const words = matched.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 0 && FUNCTION_WORDS.has(words[start - 1]!.toLowerCase())) start--;
  return words.slice(start).join(" ");
}

const ABBREVIATIONS: Readonly<Record<string, string>> = { ops: "Operations", gm: "General" };

/** "ops director" -> "Operations Director"; "CFO" stays "CFO"; "HR manager" -> "HR Manager". */
function titleOf(words: string): string {
  return words
    .trim()
    .split(/\s+/)
    .map(
      (w) =>
        ABBREVIATIONS[w.toLowerCase()] ??
        (/^[A-Z&]{2,}$/.test(w) ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase()),
    )
    .join(" ");
}

export function namedRolesOf(
  answers: AssessmentInput,
  people: readonly NamedPerson[] = [],
): Partial<Record<Department, string>> {
  const roles: Partial<Record<Department, string>> = {};
  // A person named with their work owns it by their name ("Priya (CFO)"), before a bare role.
  for (const person of people)
    for (const area of person.areas)
      if (area in DEPARTMENT_AREAS && !roles[area as Department])
        roles[area as Department] = person.label;
  const full = noRoomOf(answers).roles;
  for (const field of THEME_FIELDS) {
    for (const [, words] of (answers[field] ?? "").matchAll(ROLE)) {
      const role = roleWords(words!);
      if (full.has(role.trim().toLowerCase())) continue;
      const found = DEPARTMENTS.find((d) => d.words.test(role));
      if (found && !roles[found.department]) roles[found.department] = titleOf(role);
    }
  }
  return roles;
}
