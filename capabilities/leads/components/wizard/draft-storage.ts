import { emptyDraft, type AssessmentDraft } from "./form-types";

/** The wizard's answers survive a refresh or a closed tab, in this browser only. */
const DRAFT_KEY = "ai-readiness.assessment-draft";
const LAST_RESULT_KEY = "ai-readiness.last-assessment";

export interface StoredDraft {
  step: number;
  values: AssessmentDraft;
  savedAt: string;
}

export function loadDraft(): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (!parsed.values || typeof parsed.step !== "number") return null;
    return {
      step: Math.min(Math.max(0, parsed.step), 4),
      values: knownAnswers(parsed.values),
      savedAt: String(parsed.savedAt ?? ""),
    };
  } catch {
    return null;
  }
}

/**
 * The answers of a stored or resumed draft on top of the empty ones: only known fields of the
 * right type, so an old draft (or a server's null) can never inject other fields or values.
 */
export function knownAnswers(
  stored: Partial<Record<keyof AssessmentDraft, unknown>>,
): AssessmentDraft {
  const values = { ...emptyDraft };
  for (const key of Object.keys(emptyDraft) as (keyof AssessmentDraft)[]) {
    const value = stored[key];
    if (
      value !== undefined &&
      value !== null &&
      typeof value === typeof emptyDraft[key] &&
      Array.isArray(value) === Array.isArray(emptyDraft[key]) &&
      (!Array.isArray(value) || value.every((item) => typeof item === "string"))
    ) {
      (values as Record<string, unknown>)[key] = value;
    }
  }
  return values;
}

export function saveDraft(step: number, values: AssessmentDraft) {
  try {
    const draft: StoredDraft = { step, values, savedAt: new Date().toISOString() };
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: the wizard still works, without the safety net.
  }
}

export function clearDraft() {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {}
}

export function saveLastResult(assessmentId: string, companyName: string) {
  try {
    window.localStorage.setItem(
      LAST_RESULT_KEY,
      JSON.stringify({ assessmentId, companyName, submittedAt: new Date().toISOString() }),
    );
  } catch {}
}

export function hasAnswers(values: AssessmentDraft): boolean {
  return (Object.keys(emptyDraft) as (keyof AssessmentDraft)[]).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(emptyDraft[key]),
  );
}
