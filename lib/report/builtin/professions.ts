import type { AssessmentInput } from "@/lib/assessment/schemas";
import { challengeText } from "@/lib/report/content/challenges";
import { professions } from "@/lib/report/content/professions";
import type { NamedSystem } from "@/lib/report/content/systems";
import type { ThemeField } from "@/lib/report/content/themes";
import type { Profession } from "@/lib/report/content/types";
import type { ToolEvidence } from "@/lib/report/schemas";
import { readableClauses } from "./free-text";
import { compileSignal, sightingIn } from "./recogniser";
import { oneLine } from "./theme-patterns";

/**
 * The professions the answers show (a law firm, a dental practice, a hotel), each with the
 * answers that show it: a system only that profession runs, the profession's words in the
 * company's name, the title or the free text (read like the themes), or a challenge only it
 * chooses. The industry option never shows a profession on its own.
 */

export interface ProfessionEvidence extends ToolEvidence {
  profession: Profession;
}

/** The answers read for words, and how each is read (the systems answer ignores bare lists). */
const WORDED: readonly {
  answer: ToolEvidence["answer"];
  field: ThemeField;
  of: keyof AssessmentInput;
}[] = [
  { answer: "company", field: "otherChallenge", of: "companyName" },
  { answer: "title", field: "otherChallenge", of: "executiveTitle" },
  { answer: "otherChallenge", field: "otherChallenge", of: "otherChallenge" },
  { answer: "aiFriction", field: "aiFriction", of: "aiFriction" },
  { answer: "aiExperience", field: "aiExperience", of: "aiExperience" },
  { answer: "otherPlatforms", field: "otherPlatforms", of: "otherPlatforms" },
];

const compiled = professions.map((definition) => ({
  definition,
  recogniser: compileSignal(definition),
}));

/** The company's name and title are quoted whole; the free text by the clause that shows it. */
const said = (answer: ToolEvidence["answer"], text: string, clause: string) =>
  answer === "company" || answer === "title" ? text.trim() : `“${oneLine(clause, 90)}”`;

export function professionsOf(
  answers: AssessmentInput,
  systems: readonly NamedSystem[],
  challengeSlugs: readonly string[],
): ProfessionEvidence[] {
  const read = WORDED.flatMap(({ answer, field, of }) => {
    const text = answers[of];
    return typeof text === "string" && text.trim()
      ? [{ answer, text, clauses: readableClauses(text, field) }]
      : [];
  });
  const shown: ProfessionEvidence[] = [];
  for (const { definition, recogniser } of compiled) {
    const profession = definition.id;
    for (const system of systems)
      if ((definition.systems as readonly string[]).includes(system.id))
        shown.push({ profession, answer: "system", says: system.name });
    for (const { answer, text, clauses } of read) {
      const sighting = sightingIn(clauses, recogniser);
      if (sighting) shown.push({ profession, answer, says: said(answer, text, sighting.clause) });
    }
  }
  // A challenge shows a profession unless the words or systems show another of the same industry.
  for (const { definition } of compiled) {
    const others = shown.some(
      (e) =>
        e.profession !== definition.id &&
        professions.find((p) => p.id === e.profession)?.industry === definition.industry,
    );
    if (others) continue;
    for (const slug of definition.challenges ?? [])
      if (challengeSlugs.includes(slug))
        shown.push({ profession: definition.id, answer: "challenge", says: challengeText(slug)! });
  }
  return shown;
}
