import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { personas } from "@/tests/helpers/test-personas";
import { roadmapContentSchema } from "@/model/documents/roadmap-schemas";
import { reportMarkdown } from "@/capabilities/report/builtin/documents";
import { reportTimeline, roadmapTimeline } from "./timeline";

describe("the roadmap timeline", () => {
  it.each(personas)(
    "closes each phase of the free roadmap with the report's decision gate for %s",
    (_name, input) => {
      const roadmap = roadmapContentSchema.parse(generateRoadmap(input));
      const report = generateReport(input).reportData;
      expect(roadmapTimeline(roadmap).map((p) => p.decisionGate)).toEqual(
        reportTimeline(report.roadmap).map((p) => p.decisionGate),
      );
      expect(roadmap.phases.every((p) => p.decisionGate?.startsWith("End of "))).toBe(true);
    },
  );

  it("puts the quick wins, with their timeframes, on the first phase only, up to the limit", () => {
    const roadmap = generateRoadmap(personas[0][1]);
    const [first, second, third] = roadmapTimeline(roadmap, 2);
    expect(first.milestones).toEqual(
      roadmap.quickWins
        .slice(0, 2)
        .map((w) => ({ text: w.title, when: w.timeframe, quickWin: true })),
    );
    expect(second.milestones).toEqual([]);
    expect(third.milestones).toEqual([]);
    expect(first.goals).toEqual([roadmap.phases[0].description]);
  });

  it("names each report phase's milestones by what they are", () => {
    const { roadmap } = generateReport(personas[0][1]).reportData;
    const timeline = reportTimeline(roadmap);
    expect(timeline.map((p) => p.milestonesTitle)).toEqual(["Quick wins", "Pilots", "Scaling"]);
    expect(timeline[0].milestones.every((m) => m.quickWin)).toBe(true);
    expect(timeline[2].milestones.map((m) => m.text)).toEqual(roadmap.phase3.scalingActions);
    expect(timeline.map((p) => p.label)).toEqual(["Phase 1", "Phase 2", "Phase 3"]);
  });

  it("lists a phase's pilots once: with owners and measures, not again as milestones", () => {
    const { roadmap } = generateReport(personas[0][1]).reportData;
    expect(roadmap.phase2.initiatives?.length).toBeGreaterThan(0);
    const [, second] = reportTimeline(roadmap);
    expect(second.milestones).toEqual([]);
    const markdown = reportMarkdown(generateReport(personas[0][1]).reportData, personas[0][1]);
    const phase2 = markdown.slice(markdown.indexOf("### Phase 2"), markdown.indexOf("### Phase 3"));
    expect(phase2).toContain("**Owners and measures**");
    expect(phase2).not.toContain("**Implementations**");
    for (const initiative of roadmap.phase2.initiatives ?? [])
      expect(phase2.split(initiative.action.slice(0, 40)).length - 1).toBe(1);
  });

  it("still lists the pilots of a phase that has no owners and measures", () => {
    const { roadmap } = generateReport(personas[0][1]).reportData;
    const phase2 = { ...roadmap.phase2, initiatives: undefined };
    const [, second] = reportTimeline({ ...roadmap, phase2 });
    expect(second.milestones.map((m) => m.text)).toEqual(roadmap.phase2.implementations);
  });

  it("still parses a roadmap stored before decision gates", () => {
    const roadmap = generateRoadmap(personas[0][1]);
    const old = {
      ...roadmap,
      phases: roadmap.phases.map(({ title, duration, description }) => ({
        title,
        duration,
        description,
      })),
    };
    expect(roadmapContentSchema.parse(old).phases[0].decisionGate).toBeUndefined();
  });
});
