import type { ComponentType } from "react";
import { StepProfile } from "./step-profile";

/**
 * The five steps. Step 1 comes with the page; the others are fetched when the visitor first
 * touches the form (or moves to a step), so the first load carries only what step 1 needs.
 */
export const steps = [
  {
    title: "You and your company",
    intro: "Tell us who you are and the business you lead.",
    load: async () => StepProfile,
  },
  {
    title: "Business challenges",
    intro: "What would you most like AI to help with?",
    load: () => import("./step-challenges").then((m) => m.StepChallenges),
  },
  {
    title: "Your AI confidence",
    intro: "Your own experience with AI tools.",
    load: () => import("./step-confidence").then((m) => m.StepConfidence),
  },
  {
    title: "Your organization and AI",
    intro: "How your organization engages with AI today.",
    load: () => import("./step-organisation").then((m) => m.StepOrganisation),
  },
  {
    title: "Your family's AI readiness",
    intro: "AI is changing home life too.",
    load: () => import("./step-family").then((m) => m.StepFamily),
  },
] as const;

const bodies: (ComponentType | undefined)[] = [StepProfile];

/** The step's body once loaded; undefined until then. */
export const loadedStep = (index: number): ComponentType | undefined => bodies[index];

const loading: (Promise<void> | undefined)[] = [];

/** Loads a step's body, once; a failed load is tried again on the next call. */
export function loadStep(index: number): Promise<void> {
  if (bodies[index]) return Promise.resolve();
  loading[index] ??= steps[index].load().then(
    (Body) => {
      bodies[index] = Body;
    },
    (error: unknown) => {
      loading[index] = undefined;
      throw error;
    },
  );
  return loading[index];
}

/** Fetches every later step in the background (once: an import is cached). */
export function preloadSteps() {
  for (let index = 1; index < steps.length; index++) void loadStep(index).catch(() => {});
}
