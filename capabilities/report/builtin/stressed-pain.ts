import type { RecognisedTheme } from "./recognised-theme";

/**
 * The pain the executive stresses most (review r10 class 4): "our sharpest pain", "the biggest
 * problem", "what keeps me up at night", "notre plus gros problème". Among their own written
 * problems it starts first, whatever order they wrote them in. "The biggest client" or "our
 * main office" stress no problem.
 */
const STRESSED =
  /\b(?:(?:biggest|sharpest|worst|main|greatest|number[- ]one|#1|top|single biggest|most (?:painful|urgent|pressing))\s+(?:pain|problem|issue|headache|challenge|bottleneck|frustration|worry|concern)s?\b|keeps? me (?:up|awake)|(?:what|thing that) (?:hurts|costs) (?:us )?(?:the )?most)|(?:plus (?:gros|grand)s?|principale?s?|pire)\s+(?:problèmes?|défis?|casse-tête|enjeux?|irritants?)|(?:problème|défi) (?:numéro un|no 1|n° ?1)|m['’]empêche de dormir/iu;

/** Whether the executive's sentence stresses its problem as the one that matters most. */
export const isStressed = (quote: string): boolean => STRESSED.test(quote);

/** The themes with the stressed one first, the rest in the order written. */
export const stressedFirst = <T extends Pick<RecognisedTheme, "quote">>(
  themes: readonly T[],
): T[] => [
  ...themes.filter((t) => isStressed(t.quote)),
  ...themes.filter((t) => !isStressed(t.quote)),
];
