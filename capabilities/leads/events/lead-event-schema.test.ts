import { resetData } from "@/tests/helpers/database";
import { readFileSync } from "node:fs";
import { seedAssessment, seedDraft } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { testEventPayload } from "@/capabilities/crm/webhooks/test-event";
import { recordLeadDeletions } from "./deleted";
import { LEAD_EVENT_TYPES, type LeadChangeType } from "./payload";
import { recordLeadEvent } from "./record";
import { buildLeadEvent } from "./snapshot";

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  oneOf?: Schema[];
};

const schema = JSON.parse(
  readFileSync("capabilities/leads/events/lead-event.schema.json", "utf8"),
) as Schema;

/** A tiny checker of the keywords the schema uses; answers the problems found. */
function check(value: unknown, rule: Schema, path = "$"): string[] {
  if (rule.oneOf) {
    const each = rule.oneOf.map((branch) => check(value, branch, path));
    if (each.filter((problems) => problems.length === 0).length === 1) return [];
    return each.reduce((fewest, problems) => (problems.length < fewest.length ? problems : fewest));
  }
  const kind =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "array"
        : Number.isInteger(value)
          ? "integer"
          : typeof value;
  const types = rule.type === undefined ? [] : [rule.type].flat();
  const fits = (t: string) => t === kind || (t === "number" && kind === "integer");
  if (types.length && !types.some(fits)) return [`${path}: ${kind} is not ${types.join("|")}`];
  const problems: string[] = [];
  if (rule.enum && !rule.enum.includes(value))
    problems.push(`${path}: ${String(value)} not in enum`);
  if (typeof value === "number") {
    if (rule.minimum !== undefined && value < rule.minimum) problems.push(`${path}: below minimum`);
    if (rule.maximum !== undefined && value > rule.maximum) problems.push(`${path}: above maximum`);
  }
  if (typeof value === "string" && rule.format === "date-time" && Number.isNaN(Date.parse(value)))
    problems.push(`${path}: not a date-time`);
  if (typeof value === "string" && rule.format === "uri" && !URL.canParse(value))
    problems.push(`${path}: not a URI`);
  if (kind === "object") {
    const object = value as Record<string, unknown>;
    for (const key of rule.required ?? [])
      if (!(key in object)) problems.push(`${path}.${key}: missing`);
    for (const [key, item] of Object.entries(object)) {
      const sub = rule.properties?.[key];
      if (sub) problems.push(...check(item, sub, `${path}.${key}`));
      else if (rule.additionalProperties === false) problems.push(`${path}.${key}: not allowed`);
    }
  }
  return problems;
}

beforeEach(resetData);

describe("capabilities/leads/events/lead-event.schema.json", () => {
  it("validates the payload of every event type, for a completed lead and a draft", async () => {
    const completed = await seedAssessment({}, { utmSource: "linkedin", paymentStatus: "paid" });
    const draft = await seedDraft(1);
    for (const assessmentId of [completed, draft]) {
      for (const type of LEAD_EVENT_TYPES.filter(
        (t): t is LeadChangeType => t !== "lead.deleted",
      )) {
        const id = await db.$transaction((tx) => recordLeadEvent(tx, type, assessmentId));
        const event = await buildLeadEvent(await db.leadEvent.findUniqueOrThrow({ where: { id } }));
        expect({ type, problems: check(event, schema) }).toEqual({ type, problems: [] });
      }
    }
  });

  it("validates lead.deleted, with and without the address, and refuses a lead snapshot in it", async () => {
    const assessmentId = await seedAssessment({ executiveEmail: "gone@northwind.example" });
    await db.$transaction((tx) => recordLeadEvent(tx, "assessment.completed", assessmentId));
    await db.$transaction((tx) => recordLeadDeletions(tx, [assessmentId], "privacy_request"));
    const row = await db.leadEvent.findFirstOrThrow({ where: { type: "lead.deleted" } });
    const event = await buildLeadEvent(row);
    expect(event?.data.assessment).toEqual({
      id: assessmentId,
      executiveEmail: "gone@northwind.example",
      chapter: "vancouver",
      reason: "privacy_request",
    });
    expect(check(event, schema)).toEqual([]);
    const cleared = {
      ...event!,
      data: { assessment: { ...event!.data.assessment, executiveEmail: null } },
    };
    expect(check(cleared, schema)).toEqual([]);
    const completed = await buildLeadEvent(
      await db.leadEvent.findFirstOrThrow({ where: { type: "assessment.completed" } }),
    );
    expect(check({ ...completed, type: "lead.deleted" }, schema)).not.toEqual([]);
  });

  it("validates the test event, and refuses what breaks the contract", () => {
    const test = testEventPayload("t1", new Date(), "https://ready.example.com");
    expect(check(test, schema)).toEqual([]);
    expect(check({ ...test, type: "lead.exploded" }, schema)).toEqual([
      "$.type: lead.exploded not in enum",
    ]);
    const broken = { ...test, data: { ...test.data, assessment: { ...test.data.assessment } } };
    delete (broken.data.assessment as Partial<typeof broken.data.assessment>).executiveEmail;
    broken.data.assessment.leadScore = 11;
    expect(check(broken, schema)).toEqual([
      "$.data.assessment.executiveEmail: missing",
      "$.data.assessment.leadScore: above maximum",
    ]);
  });
});
