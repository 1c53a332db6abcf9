import type { IndexSnapshot } from "./types";

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** "January 1, 2026 to March 31, 2026", or "up to November 26, 2026" for an open period. */
export function periodText({ period, computedAt }: IndexSnapshot): string {
  const end = day(period.to ?? computedAt);
  return period.from ? `${day(period.from)} to ${end}` : `up to ${end}`;
}

/** The methodology, as paragraphs: the same words on /index and in the press pack. */
export function methodology(snapshot: IndexSnapshot): string[] {
  return [
    "The index counts completed assessments only: no drafts, no deleted assessments, and none the chapter set aside (its own tests, say). A company that retook the assessment counts once, by its latest answers. Scores are the assessment's readiness score (0-100) and its six pillars, each scored with the model version it was taken with.",
    `Every figure is computed over a group of companies, and each shows its sample size. A group of fewer than ${snapshot.minCell} companies is never shown: it reads "not enough companies yet". So that a hidden group cannot be worked out from a total and the groups shown beside it, another group of that breakdown is hidden with it when needed. Medians are the middle value; shares are rounded to whole percent, and a company may name several challenges, elements or departments.`,
    `Industry, company size (employees) and region (head office) are as each leader answered them. Quarters are calendar quarters of the completion date. The figures were computed on ${day(snapshot.computedAt)}${snapshot.period.to ? "" : " and are refreshed at most hourly as assessments arrive"}.`,
  ];
}
