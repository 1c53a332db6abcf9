import { CITES_BEFORE } from "@/capabilities/report/content/quoted-evidence";
import { oneLine } from "./theme-patterns";

/**
 * A long sentence of the executive's, quoted whole wherever it is evidence, read five times over
 * in one report (review 14: the union's clause in the brief, the policy, a phase, a risk and the
 * next steps). The report quotes it whole the first two times it cites it ("you wrote “…”");
 * after that, its opening words.
 */

/** Quotes shorter than this (most are cut to 140 characters where they are cited) are read at a glance, however often. */
const LONG = 140;
/** How many times a long quote is given whole. */
const WHOLE = 2;
/** The opening words given after that. */
const SHORT = 60;

const QUOTE = /“([^”]+)”/g;

/** `value` with every string's long quotes after their second whole one cut to their opening words, in document order. */
export function withoutRepeatedQuotes<T>(value: T): T {
  const seen = new Map<string, number>();
  const cut = (text: string) =>
    text.replace(QUOTE, (all, quoted: string, at: number) => {
      const key = quoted.replace(/…$/, "");
      // Only a quote cited as evidence is cut: one read as a name stays whole (lint-document's echo rule).
      if (key.length < LONG || !CITES_BEFORE.test(text.slice(0, at))) return all;
      const times = (seen.get(key) ?? 0) + 1;
      seen.set(key, times);
      return times <= WHOLE ? all : `“${oneLine(key, SHORT).replace(/…?$/, "…")}”`;
    });
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return cut(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}

/**
 * Whether two quotations are the same words, one cut shorter ("Our 18 recruiters spend their
 * mornings…" and "Our 18 recruiters spend their mornings on the phone filling same-day orders…"):
 * the same sentence is one challenge, listed and cited once.
 */
export function sameQuote(a: string, b: string): boolean {
  const [x, y] = [a, b].map((q) => q.replace(/…$/, "").trim());
  return x!.startsWith(y!) || y!.startsWith(x!);
}
