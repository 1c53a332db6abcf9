import { challengeLabels, challengesFor } from "@/model/assessment/challenges";
import {
  departmentOptions,
  industryOptions,
  platformOptions,
  valuesOf,
} from "@/model/assessment/options";
import { allPublishedSources } from "./benchmarks";
import { challengeMappings } from "./challenges";
import { familyResources } from "./family";
import { ILLUSTRATIVE, industryProfiles, optionProfile } from "./industries";
import { everyProfile } from "./profession-profiles";
import { professionDefinition } from "./professions";
import { platformAi, platformAiFor } from "./platforms";
import { riskLibrary } from "./risks";
import { findTool, toolCatalogue } from "./tools";
import type { SolutionArea } from "./types";

const departments: readonly string[] = valuesOf(departmentOptions);
const industries: readonly string[] = valuesOf(industryOptions);
const platforms: readonly string[] = valuesOf(platformOptions).filter((p) => p !== "none");

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
};

/** The industry whose challenge list holds a slug. */
const industryOfSlug = (slug: string) =>
  industries.find((industry) => challengesFor(industry).some((c) => c.value === slug));

describe("tool catalogue", () => {
  it("holds at least 45 real tools with unique names and https URLs", () => {
    expect(toolCatalogue.length).toBeGreaterThanOrEqual(45);
    const names = toolCatalogue.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of toolCatalogue) expect(isHttps(tool.url)).toBe(true);
  });

  it.each(toolCatalogue.map((t) => [t.name, t] as const))("describes %s completely", (_, tool) => {
    for (const field of [tool.category, tool.description, tool.useCase, tool.pricing]) {
      expect(field.trim().length).toBeGreaterThan(5);
    }
    expect(tool.departments.length).toBeGreaterThan(0);
    for (const d of tool.departments) expect(departments).toContain(d);
    if (tool.industries !== "all") {
      expect(tool.industries.length).toBeGreaterThan(0);
      for (const i of tool.industries) expect(industries).toContain(i);
    }
    for (const p of tool.platforms) expect(platforms).toContain(p);
    if (tool.nativeTo) expect(platforms).toContain(tool.nativeTo);
    for (const k of tool.keywords) expect(k).toBe(k.toLowerCase());
  });
});

describe("challenge mappings", () => {
  it("maps every challenge slug of every industry, and nothing else", () => {
    expect(challengeLabels.size).toBe(66);
    for (const slug of challengeLabels.keys())
      expect(Object.keys(challengeMappings)).toContain(slug);
    for (const slug of Object.keys(challengeMappings)) expect(challengeLabels.has(slug)).toBe(true);
  });

  it.each([...challengeLabels.keys()])(
    "gives %s 1-3 applications and usable catalogue tools",
    (slug) => {
      const mapping = challengeMappings[slug];
      expect(mapping.applications.length).toBeGreaterThanOrEqual(1);
      expect(mapping.applications.length).toBeLessThanOrEqual(3);
      for (const app of mapping.applications) {
        expect(departments).toContain(app.department);
        expect(app.application.trim()).not.toBe("");
        expect(app.impact.trim()).not.toBe("");
      }
      const industry = industryOfSlug(slug)!;
      expect(mapping.tools.length).toBeGreaterThan(0);
      for (const name of mapping.tools) {
        const tool = findTool(name);
        expect(tool).toBeDefined();
        if (tool!.industries !== "all") expect(tool!.industries).toContain(industry);
      }
      // At least one tool works without any particular enterprise platform.
      expect(mapping.tools.some((name) => !findTool(name)!.nativeTo)).toBe(true);
    },
  );
});

/** At least three published cases, each with its year and a figure, and one generic at most. */
function expectPublishedCases(areas: readonly SolutionArea[]) {
  const generic = areas.filter((a) => a.industryExampleSource === ILLUSTRATIVE);
  const published = areas.filter((a) => !generic.includes(a));
  expect(generic.length).toBeLessThanOrEqual(1);
  expect(published.length).toBeGreaterThanOrEqual(3);
  for (const { industryExample, industryExampleSource } of published) {
    const year = /\b(?:19|20)\d{2}\b/;
    expect(industryExample).toMatch(year);
    expect(industryExampleSource).toMatch(year);
    // The figure: a number that is not the year.
    expect(industryExample.replace(new RegExp(year, "g"), "")).toMatch(/\d/);
  }
}

describe("industry landscapes", () => {
  it.each(industries)("gives %s a landscape covering its challenges", (industry) => {
    const profile = optionProfile(industry);
    expect(profile.industry).toBe(industry);
    expect(profile.landscape.length).toBeGreaterThanOrEqual(4);
    expect(profile.landscape.length).toBeLessThanOrEqual(6);
    expect(profile.commonUseCases.length).toBeGreaterThanOrEqual(3);
    expect(profile.typicalMaturity.trim()).not.toBe("");
    const own = challengesFor(industry).map((c) => c.value);
    for (const area of profile.landscape) {
      for (const slug of area.challenges) expect(own).toContain(slug);
      expect(area.industryExample.trim()).not.toBe("");
      expect(area.industryExampleSource.trim()).not.toBe("");
    }
    const covered = new Set(profile.landscape.flatMap((area) => area.challenges));
    for (const slug of own) expect(covered.has(slug)).toBe(true);
  });

  it.each(industries)(
    "backs %s with at least three published cases and one generic at most",
    (industry) => expectPublishedCases(optionProfile(industry).landscape),
  );

  it("has exactly one profile per industry", () => {
    expect(industryProfiles.map((p) => p.industry).sort()).toEqual([...industries].sort());
  });
});

describe("platform AI", () => {
  it.each(platforms)("lists the AI features of %s and its catalogue tool", (platform) => {
    const entry = platformAiFor(platform);
    expect(entry).toBeDefined();
    expect(entry!.features.length).toBeGreaterThan(0);
    expect(entry!.switchOnFirst.trim()).not.toBe("");
    expect(findTool(entry!.tool)?.nativeTo).toBe(platform);
  });

  it("has one entry per platform", () => {
    expect(platformAi.map((p) => p.platform).sort()).toEqual([...platforms].sort());
  });
});

describe("sources and resources", () => {
  it("quotes published benchmarks with a name, a plausible year, an https URL and a careful label", () => {
    expect(allPublishedSources.length).toBeGreaterThanOrEqual(4);
    for (const source of allPublishedSources) {
      expect(source.name.trim()).not.toBe("");
      expect(source.year).toBeGreaterThanOrEqual(2016);
      expect(source.year).toBeLessThanOrEqual(2026);
      expect(isHttps(source.url)).toBe(true);
      expect(source.label).toMatch(/reported/);
    }
  });

  it("links family resources to https sites", () => {
    for (const resource of Object.values(familyResources)) expect(isHttps(resource.url)).toBe(true);
  });

  it("keeps risk ids unique", () => {
    const ids = riskLibrary.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("profession landscapes", () => {
  // A kind's own profile (an architecture practice's) answers its profession's challenges too.
  const profiles = everyProfile.map(([profession, profile]) => [profession, profile] as const);

  it.each(profiles)("backs %s with published cases and its own words", (profession, profile) => {
    expect(profile.landscape.length).toBeGreaterThanOrEqual(4);
    expect(profile.landscape.length).toBeLessThanOrEqual(6);
    expectPublishedCases(profile.landscape);
    // Every challenge of its industry option is answered by one of its areas.
    const covered = new Set(profile.landscape.flatMap((area) => area.challenges));
    for (const { value } of challengesFor(professionDefinition(profession).industry))
      expect([profession, value, covered.has(value)]).toEqual([profession, value, true]);
  });

  it.each(profiles)("words %s's challenges with applications and measures that exist", (_, p) => {
    for (const [slug, own] of Object.entries(p.challenges ?? {})) {
      expect(challengeLabels.has(slug)).toBe(true);
      for (const app of own.applications ?? []) expect(departments).toContain(app.department);
      for (const tool of own.tools ?? [])
        expect([slug, findTool(tool)?.name]).toEqual([slug, tool]);
    }
  });
});

describe("illustrative examples", () => {
  // Shown to a company in any province: a scenario placed in one misplaces every other reader
  // ("A BC components maker" in a Quebec machine shop's report).
  const PLACE =
    /\b(?:BC|British Columbia|Alberta|Saskatchewan|Manitoba|Ontario|Quebec|Québec|Maritime|Atlantic|Prairie|Vancouver|Toronto|Montreal|Calgary)\b/;
  const areas = [
    ...industryProfiles.flatMap((p) => p.landscape),
    ...everyProfile.flatMap(([, p]) => p.landscape),
  ].filter((a) => a.industryExampleSource === ILLUSTRATIVE);

  it.each(areas.map((a) => [a.title, a.industryExample]))("places %s in no province", (_, text) =>
    expect(text).not.toMatch(PLACE),
  );
});
