import { proseOf, redDeerCarrier, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): "Our drivers are Teamsters and the local sent us a letter objecting to
 * telematics being used to discipline drivers" was read as no union at all, beside a report that
 * proposed spotting "which drivers are likely to leave" from their hours and miles. A union is
 * known by its name, its objection is what the report respects, and no work rates drivers one by one.
 */
const LETTER =
  "Our drivers are Teamsters and the local sent us a letter objecting to telematics being used to discipline drivers.";
const carrier = (aiFriction: string) => proseOf(redDeerCarrier({ aiFriction }));

describe("a union's objection to telematics used against drivers", () => {
  it("is the Teamsters' rule, as the union asked", () => {
    expect(rulesRead(LETTER)).toEqual([
      [
        "union",
        "no monitoring data (GPS, cameras, app logs) used to discipline or rate staff, as the union has asked",
      ],
    ]);
    expect(rulesRead("Our warehouse staff are members of the United Steelworkers.")[0]?.[0]).toBe(
      "union",
    );
  });

  it("removes the work that singles drivers out as likely to leave", () => {
    expect(carrier(LETTER)).not.toMatch(/which drivers are likely to leave/);
    expect(carrier("")).toMatch(/which drivers are likely to leave/);
  });
});
