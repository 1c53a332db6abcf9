import { vendorNames } from "@/capabilities/report/content/constraints";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import { escapeRegExp } from "@/platform/regexp";

/** A refusal before a vendor's name ("we will never use Google") or after it ("ChatGPT is banned"). */
const REFUSED_BEFORE =
  "(?:never|won['’]t|wont|will not|refuse[sd]? to|not allowed to|forbid\\w*|bann?(?:ed|s)?|prohibit\\w*|jamais|interdi\\w*|n['’]utilis\\w* pas)";
const REFUSED_AFTER =
  "(?:is|are|was|were|est|sont) (?:banned|forbidden|not allowed|prohibited|off limits|interdit\\w*)";

/** Each vendor's names, the refusal of it, and its catalogue tools. */
export const vendors = Object.values(vendorNames).map((words) => {
  const names = words.map(escapeRegExp).join("|");
  return {
    pattern: new RegExp(
      `${REFUSED_BEFORE}(?:\\s+[\\p{L}'’-]+){0,4}?\\s+(${names})\\b|\\b(${names})\\s+${REFUSED_AFTER}`,
      "iu",
    ),
    names: new RegExp(`\\b(?:${names})\\b`, "iu"),
    tools: toolCatalogue
      .filter((tool) => words.some((w) => `${tool.name} ${tool.url}`.toLowerCase().includes(w)))
      .map((tool) => tool.name),
  };
});

/** The tools a clause names (ChatGPT), as written, with their catalogue tools. */
export function namedTools(clause: string): { names: string[]; tools: string[] } {
  const found = vendors.flatMap(({ names, tools }) => {
    const name = names.exec(clause)?.[0];
    return name && tools.length ? [{ name, tools }] : [];
  });
  return { names: found.map((f) => f.name), tools: found.flatMap((f) => f.tools) };
}
