import { readAttribution } from "@/capabilities/leads/components/funnel/attribution-store";
import { apiFetch, ApiError } from "@/platform/http/api-client";
import { stepFields } from "@/model/assessment/schemas";
import type { AssessmentDraft } from "./form-types";

/**
 * The server's copy of the wizard's answers (docs/features.md: Drafts): step 1 starts a draft, each later
 * step is saved to it. Its id and resume token stay in this browser, beside the local answers,
 * so a refresh or a second tab goes on with the same draft.
 */
const KEY = "ai-readiness.server-draft";

export interface ServerDraft {
  draftId: string;
  resumeToken: string;
  /** The last step (0-based) the server holds. */
  savedStep?: number;
  /** The consent answer as the server holds it: step 1 sends it again when re-saved. */
  consent?: boolean;
}

export function loadServerDraft(): ServerDraft | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? "null") as ServerDraft | null;
    return parsed?.draftId && parsed.resumeToken ? parsed : null;
  } catch {
    return null;
  }
}

export function storeServerDraft(draft: ServerDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(KEY, JSON.stringify(draft));
    else window.localStorage.removeItem(KEY);
  } catch {}
}

/** The answers of one step (0-based), as the API takes them. */
export function stepAnswers(values: AssessmentDraft, step: number): Record<string, unknown> {
  return Object.fromEntries(stepFields[step].map((field) => [field, values[field]]));
}

export type SaveResult =
  | { saved: true }
  /** The server refused answers: its messages, per field. */
  | { saved: false; fields: Record<string, string> }
  /** Not saved now (offline, server busy): the answers stay here, tried again on the next step. */
  | { saved: false; retry: true };

const tokenHeader = (draft: ServerDraft) => ({ "X-Resume-Token": draft.resumeToken });

async function startDraft(values: AssessmentDraft, consent: boolean, honeypot: string) {
  const created = await apiFetch<ServerDraft>("/api/assessments/drafts", {
    method: "POST",
    json: {
      ...stepAnswers(values, 0),
      marketingConsent: consent,
      attribution: readAttribution(),
      ...(honeypot ? { website: honeypot } : {}),
    },
  });
  const draft = {
    draftId: created.draftId,
    resumeToken: created.resumeToken,
    savedStep: 0,
    consent,
  };
  storeServerDraft(draft);
  return draft;
}

/**
 * Saves the steps up to `step` (0-based) that the server does not hold yet: step 1 starts the
 * draft; a draft the server no longer knows (expired, completed elsewhere) is started again
 * from the answers in hand.
 */
export async function saveSteps(
  values: AssessmentDraft,
  step: number,
  consent: boolean,
  honeypot = "",
): Promise<SaveResult> {
  try {
    const kept = loadServerDraft();
    let draft = kept ?? (await startDraft(values, consent, honeypot));
    const patch = async (index: number) => {
      await apiFetch(`/api/assessments/drafts/${draft.draftId}`, {
        method: "PATCH",
        headers: tokenHeader(draft),
        json: {
          step: index + 1,
          answers:
            index === 0
              ? { ...stepAnswers(values, 0), marketingConsent: consent }
              : stepAnswers(values, index),
        },
      });
      draft = {
        ...draft,
        savedStep: Math.max(draft.savedStep ?? 0, index),
        consent: index === 0 ? consent : draft.consent,
      };
      storeServerDraft(draft);
    };
    // The steps a failed save left behind, then this one (again, if it was edited).
    const saveFrom = (d: ServerDraft) => (kept ? Math.min((d.savedStep ?? 0) + 1, step) : 1);
    try {
      for (let index = saveFrom(draft); index <= step; index++) await patch(index);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
      storeServerDraft(null);
      draft = await startDraft(values, consent, honeypot);
      for (let index = 1; index <= step; index++) await patch(index);
    }
    return { saved: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length) {
      return { saved: false, fields: error.fields };
    }
    return { saved: false, retry: true };
  }
}

/** The saved answers a resume link opens, or null when the link no longer works. */
export async function resumeDraft(draft: ServerDraft): Promise<{
  stepReached: number;
  marketingConsent: boolean;
  answers: Partial<AssessmentDraft>;
} | null> {
  try {
    const found = await apiFetch<{
      stepReached: number;
      marketingConsent: boolean;
      answers: Partial<AssessmentDraft>;
    }>(`/api/assessments/drafts/${draft.draftId}`, { headers: tokenHeader(draft) });
    storeServerDraft({
      ...draft,
      savedStep: found.stepReached - 1,
      consent: found.marketingConsent,
    });
    return found;
  } catch {
    return null;
  }
}

/** The resume link's draft (`?draft=<id>#resume=<token>`), taken out of the address bar. */
export function draftFromLink(): ServerDraft | null {
  const url = new URL(window.location.href);
  const draftId = url.searchParams.get("draft");
  const resumeToken = new URLSearchParams(url.hash.slice(1)).get("resume");
  if (!draftId) return null;
  url.searchParams.delete("draft");
  url.searchParams.delete("retake");
  url.hash = "";
  // A new state object (not the router's own): Next.js copies its entry into it and learns the
  // address without the token, so it never writes the token back.
  window.history.replaceState({}, "", url.pathname + url.search);
  return resumeToken ? { draftId, resumeToken } : { draftId, resumeToken: "" };
}
