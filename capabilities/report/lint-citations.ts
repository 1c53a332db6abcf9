import type { LintFinding, ProseString } from "./lint-types";

/**
 * Citation seams (issue 34): one report that cites one address under two titles, or one title
 * at two addresses ("Statistics Canada, Canadian Survey on Business Conditions" and "Statistics
 * Canada, Analysis on artificial intelligence use by businesses in Canada" for one page), reads
 * as two sources where there is one, or as a source that cannot be found.
 */

/** A title and the address it cites, and where the citation sits. */
export interface Citation {
  path: string;
  title: string;
  url: string;
}

/** Where a document cites: its benchmark sources and the family's resources. */
const CITED = /(?:\.sources|\.recommendedResources)\[\d+\]$/;

/** The citations among a document's strings: each cited object's `name` beside its `url`. */
export function citationsIn(strings: readonly ProseString[]): Citation[] {
  const byObject = new Map<string, { name?: string; url?: string }>();
  for (const { path, text } of strings) {
    const field = /^(.*)\.(name|url)$/.exec(path);
    if (!field || !CITED.test(field[1]!)) continue;
    const entry = byObject.get(field[1]!) ?? {};
    entry[field[2] as "name" | "url"] = text;
    byObject.set(field[1]!, entry);
  }
  return [...byObject].flatMap(([path, { name, url }]) =>
    name && url ? [{ path, title: name, url }] : [],
  );
}

/** The citations of a Markdown document: "- Title (2025): https://…" and "[Title](https://…)". */
export function markdownCitations(markdown: string): Citation[] {
  return markdown.split("\n").flatMap((line, i) => {
    const path = `markdown:${i + 1}`;
    const listed = /^- (.+?) \(\d{4}\): (https?:\/\/\S+)$/.exec(line);
    if (listed) return [{ path, title: listed[1]!, url: listed[2]! }];
    return [...line.matchAll(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => ({
      path,
      title: m[1]!,
      url: m[2]!,
    }));
  });
}

/** The same address must end at the same place: a trailing slash or "www." changes nothing. */
const addressOf = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\/(?:www\.)?/i, "")
    .replace(/\/+$/, "")
    .toLowerCase();

const titleOf = (title: string) => title.trim().replace(/\s+/g, " ");

/** Every address cited under two titles, and every title cited at two addresses. */
export function citationSeams(citations: readonly Citation[]): LintFinding[] {
  const found: LintFinding[] = [];
  const pairs = (key: (c: Citation) => string, other: (c: Citation) => string) => {
    const seen = new Map<string, Citation>();
    const conflicts: [Citation, Citation][] = [];
    for (const c of citations) {
      const first = seen.get(key(c));
      if (!first) seen.set(key(c), c);
      else if (other(first) !== other(c)) conflicts.push([first, c]);
    }
    return conflicts;
  };
  for (const [a, b] of pairs(
    (c) => addressOf(c.url),
    (c) => titleOf(c.title),
  ))
    found.push({
      rule: "citation",
      path: `${a.path}, ${b.path}`,
      detail: `${a.url} cited as “${a.title}” and as “${b.title}”`,
    });
  for (const [a, b] of pairs(
    (c) => titleOf(c.title),
    (c) => addressOf(c.url),
  ))
    found.push({
      rule: "citation",
      path: `${a.path}, ${b.path}`,
      detail: `“${a.title}” cited at ${a.url} and at ${b.url}`,
    });
  return found;
}
