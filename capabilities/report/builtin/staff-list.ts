import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { oneLine } from "./theme-patterns";
import { NUMBER, numberOf } from "./number-words";
import { oncePer } from "./once";

/**
 * A headcount the executive gave as a list of the people ("Staff: me, a relief pharmacist, two
 * technicians (Marc and Jodi), three front-store clerks", « Équipe : moi, Julie (adjointe) et deux
 * techniciens »): each person named or counted, so the costs are sized to the seven listed, never
 * to a figure assumed for the band (review r18 class 2).
 */

const HEAD =
  /(?<![\p{L}])(?:staff|our staff|the staff|our team|the team|team|people|personnel|équipe|notre équipe|employés|l['’]équipe)\s*(?:is|are|:|est|sont)\s*:?\s*/iu;
/** The list runs to the end of its sentence; brackets may hold a full stop ("Dr. Tso"). */
const LIST = new RegExp(`${HEAD.source}((?:[^.!?;()]|\\([^)]*\\))+)`, "iu");
const ME = /^(?:me|myself|I|moi|moi-même)$/iu;
const COUNTED = new RegExp(`^(?:${NUMBER})(?=\\s)`, "iu");
const ONE = /^(?:a|an|one|un|une)\s/iu;
/** An item that is a person or people: "me", "Karen Olsen", "two technicians", "a bookkeeper". */
const PERSONLIKE = /^(?:me|myself|moi|moi-même)$|^\p{Lu}\p{L}+|^(?:a|an|one|un|une)\s|^\S+\s+\S+/u;

/** The people one item of the list stands for: "two technicians" is 2, "Karen Olsen" 1. */
function peopleIn(item: string): number | null {
  if (ME.test(item) || ONE.test(item)) return 1;
  const count = COUNTED.exec(item);
  if (count) return numberOf(count[0]);
  return PERSONLIKE.test(item) ? 1 : null;
}

/** The items of a list, with what the brackets say about each dropped ("Marc and Jodi"). */
const itemsOf = (list: string): string[] =>
  list
    .replace(/\([^)]*\)/g, "")
    .split(/\s*,\s*|\s+(?:and|et|plus)\s+/iu)
    .map((item) => item.trim())
    .filter(Boolean);

/** The list of the staff in the free-text answers: its heading and its items, or null. */
export const staffList = oncePer(
  (answers: AssessmentInput): { head: string; items: string[]; count: number } | null => {
    for (const field of THEME_FIELDS) {
      const text = oneLine(answers[field] ?? "", 10_000);
      const match = LIST.exec(text);
      if (!match) continue;
      const items = itemsOf(match[1]!);
      // One of them is the executive ("me") or two or more are counted: a list of the people.
      if (items.length < 3 || !items.some((item) => ME.test(item))) continue;
      const counts = items.map(peopleIn);
      if (counts.some((n) => n === null)) continue;
      const count = counts.reduce<number>((sum, n) => sum + n!, 0);
      const head = match[0].slice(0, match[0].length - match[1]!.length).trim();
      return { head, items, count };
    }
    return null;
  },
);

/** The headcount of a list of the staff in the free-text answers, or null. */
export function listedHeadcount(answers: AssessmentInput): { count: number; words: string } | null {
  const list = staffList(answers);
  if (!list) return null;
  return { count: list.count, words: `${list.head} ${list.items[0]}, … ${list.items.at(-1)}` };
}
