import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { personas } from "@/tests/helpers/test-personas";
import { roadmapContentSchema } from "@/model/documents/roadmap-schemas";
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
