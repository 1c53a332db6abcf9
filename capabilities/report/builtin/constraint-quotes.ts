import type { Context } from "./context";

/**
 * The words of the constraints the executive stated, each said once: a quotation held whole in
 * another's ("Privacy: patient information can't leave Canada. Our warehouse staff are
 * Teamsters…" holds the union's sentence) is said by that one, never beside it again.
 */
export function constraintQuotes(ctx: Context): string[] {
  const quotes = [...new Set(ctx.constraints.map((c) => c.quote))];
  const bare = (q: string) => q.replace(/^…|…$/g, "").trim();
  return quotes.filter(
    (q, i) =>
      !quotes.some((other, j) => j !== i && other.length > q.length && other.includes(bare(q))),
  );
}
