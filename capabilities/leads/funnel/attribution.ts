import { z } from "zod";
import { singleLine } from "@/platform/validation/text";

/** The two chapters; a lead belongs to one. */
export const chapters = [
  { value: "vancouver", label: "Vancouver Chapter" },
  { value: "vancouver-island", label: "Vancouver Island Chapter" },
] as const;

export type Chapter = (typeof chapters)[number]["value"];

export const isChapter = (value: unknown): value is Chapter =>
  chapters.some((c) => c.value === value);

export const chapterLabel = (value: string) =>
  chapters.find((c) => c.value === value)?.label ?? value;

/**
 * The chapter of a lead: the one its landing URL named (?chapter=), else the head office's
 * region decides (Vancouver Island to that chapter, anywhere else to Vancouver).
 */
export function chapterOf(requested: string | undefined, headOfficeLocation: string): Chapter {
  if (isChapter(requested)) return requested;
  return headOfficeLocation === "vancouver-island" ? "vancouver-island" : "vancouver";
}

const field = (max: number) => singleLine(z.string().trim().max(max)).optional().catch(undefined);

/**
 * First-touch attribution as the browser kept it (session storage, no cookie): the landing
 * URL's UTM parameters, the referrer, the landing path and ?chapter=. Every field is optional,
 * and one that is malformed is dropped rather than refusing the visitor's answers.
 */
export const attributionSchema = z
  .object({
    utm_source: field(100),
    utm_medium: field(100),
    utm_campaign: field(200),
    utm_term: field(200),
    utm_content: field(200),
    referrer: field(500),
    landingPath: field(500),
    chapter: field(40),
  })
  .strip();

export type Attribution = z.infer<typeof attributionSchema>;

/** The attribution columns of an assessment row. */
export function attributionColumns(attribution: Attribution | undefined, headOffice: string) {
  const a = attribution ?? {};
  return {
    utmSource: a.utm_source?.toLowerCase() || null,
    utmMedium: a.utm_medium?.toLowerCase() || null,
    utmCampaign: a.utm_campaign || null,
    utmTerm: a.utm_term || null,
    utmContent: a.utm_content || null,
    referrer: a.referrer || null,
    landingPath: a.landingPath || null,
    chapter: chapterOf(a.chapter?.toLowerCase(), headOffice),
  };
}

/** The source a lead or visit is counted under: utm_source, else the referrer's host, else "direct". */
export function sourceOf(
  utmSource: string | null | undefined,
  referrer: string | null | undefined,
) {
  if (utmSource) return utmSource.toLowerCase().slice(0, 100);
  if (referrer) {
    try {
      return new URL(referrer).hostname.replace(/^www\./, "") || "direct";
    } catch {
      return "direct";
    }
  }
  return "direct";
}
