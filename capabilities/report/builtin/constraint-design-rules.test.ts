import { describe, expect, it } from "@jest/globals";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { constraintPersonas } from "@/tests/report-audit/constraint-personas";
import { brokenBy } from "./constraint-fit";
import { readConstraints } from "./constraints";
import { buildContext } from "./context";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r22 (#34, class 4): a staffing agency wrote “Many of our workers have no e-mail and only
 * use WhatsApp”, “Clients will not accept a worker nobody has spoken to” and “anything we try must
 * pay for itself within a year”. The report quoted them as friction, used WhatsApp nowhere, made
 * the clients' requirement an obstacle whose target was “the obstacle is gone”, and queued a
 * High-priority pilot for months 11–18. They are facts every pilot is designed to.
 */

const friction = (aiFriction: string) => makeAnswers({ aiFriction });
const read = (text: string) => readConstraints(friction(text));

describe("reading the facts a pilot is designed to", () => {
  it.each([
    ["Many of our workers have no e-mail and only use WhatsApp.", "workers", "WhatsApp"],
    ["Our drivers are only reachable by text.", "drivers", "text message"],
    ["Most of our caregivers don't read e-mail; they just use WhatsApp.", "caregivers", "WhatsApp"],
    ["Nos travailleurs n'ont pas de courriel, seulement WhatsApp.", "workers", "WhatsApp"],
  ])("reads how people are reached: %s", (text, audience, channel) => {
    expect(read(text).find((c) => c.id === "channel")?.channel).toEqual({ audience, channel });
  });

  it.each([
    ["Clients will not accept a worker nobody has spoken to.", "worker"],
    ["Every candidate must be interviewed by a recruiter before we send them.", "candidate"],
    ["Les clients n'acceptent pas un travailleur à qui personne n'a parlé.", "worker"],
  ])("reads the conversation clients require: %s", (text, who) => {
    const [rule] = read(text).filter((c) => c.id === "spoken-contact");
    expect(rule?.spoken?.who).toBe(who);
    expect(rule?.respect).toMatch(/AI prepares the call, never replaces it/);
  });

  it.each([
    ["We cannot afford a big project: anything we try must pay for itself within a year.", 12],
    ["New tools have to pay back within 18 months.", 18],
    ["Tout projet doit se rentabiliser en moins d'un an.", 12],
  ])("reads the payback window: %s", (text, months) => {
    expect(read(text).find((c) => c.id === "payback")?.paybackMonths).toBe(months);
  });

  it("reads nothing from a channel used among others, or clients who take anyone", () => {
    expect(read("Our workers use WhatsApp groups to swap shifts.")).toEqual([]);
    expect(read("Clients will accept any worker we send if the order is urgent.")).toEqual([]);
  });
});

const persona = (key: string) => auditInput(constraintPersonas.find((p) => p.key === key)!);

/** The pilots of the first two phases, each with what it depends on. */
const pilotsOf = (key: string) => {
  const { phase1, phase2 } = generateReport(persona(key)).reportData.roadmap;
  return [phase1, phase2].flatMap((p) => p.initiatives ?? []);
};

describe("the facts, as rules of the pilots", () => {
  it("sends every message to workers by WhatsApp, never e-mail", () => {
    const confirmations = pilotsOf("staffing-whatsapp").find((i) =>
      /Shift confirmations/.test(i.action),
    );
    expect(confirmations?.dependsOn).toMatch(
      /every message to workers goes by WhatsApp, never e-mail, with each one's agreement to be messaged there recorded/,
    );
  });

  it("keeps a person speaking to every worker, and drops tools that would hold the conversation", () => {
    const input = persona("agence-appel");
    const text = JSON.stringify(generateReport(input).reportData);
    expect(text).toMatch(
      /a person still speaks to every worker before your clients receive them: AI prepares the call and never replaces it/,
    );
    expect(text).not.toMatch(/Remove the obstacle you named|the obstacle is gone/);
    expect(brokenBy(findTool("Paradox")!, buildContext(input))?.id).toBe("spoken-contact");
  });

  it("holds every pilot to the payback window and drops tools that take months to set up", () => {
    for (const pilot of pilotsOf("staffing-payback"))
      expect(pilot.dependsOn).toMatch(/pays for itself within a year of starting/);
    const ctx = buildContext(persona("staffing-payback"));
    expect(brokenBy(findTool("Eightfold AI")!, ctx)?.id).toBe("payback");
    expect(brokenBy(findTool("Microsoft 365 Copilot Chat")!, ctx)).toBeUndefined();
  });

  it("queues no High-priority pilot for the last phase", () => {
    const roadmap = generateRoadmap(
      inputFor(
        makeAnswers({
          companyIndustry: "other",
          companyEmployees: "1-10",
          companyName: "Birch Street Bookkeeping",
          businessChallenges: ["improving_operational_efficiency"],
          orgPosture: "curious",
          orgAiElements: ["none_yet"],
          otherChallenge:
            "Quoting new clients takes me two evenings a week. Our scheduling is a mess of double bookings.",
          aiFriction: "Anything we try must pay for itself within a year.",
        }),
      ),
    );
    const last = roadmap.recommendations.filter((r) => /Months 11–18/.test(r.timeframe ?? ""));
    expect(last.length).toBeGreaterThan(0);
    expect(last.map((r) => r.priority)).not.toContain("High");
  });
});
