import { proseOf, redDeerCarrier, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a carrier wrote "Our dispatchers refuse to follow load plans a computer makes;
 * they plan from experience", and the report proposed dispatch, routing and load matching by AI
 * and warned of "an AI dispatch plan". People who refuse a computer's plans keep planning: no
 * application plans, matches or assigns that work, and the risks are those of what remains.
 */
const carrier = (aiFriction: string) => proseOf(redDeerCarrier({ aiFriction }));

const REFUSAL =
  "Our dispatchers refuse to follow load plans a computer makes; they plan from experience.";

describe("planners who refuse a computer's plans", () => {
  it("are read as a rule: they make the plans, AI only prepares the work", () => {
    expect(rulesRead(REFUSAL)).toEqual([
      [
        "no-ai-decision",
        "dispatchers make the load plans themselves, never AI: AI only prepares the work",
      ],
    ]);
    expect(rulesRead("Nurses refuse to follow AI rosters.")).toEqual([
      ["no-ai-decision", "nurses make the rosters themselves, never AI: AI only prepares the work"],
    ]);
    expect(rulesRead("No AI decides which driver gets which load.")).toEqual([
      [
        "no-ai-decision",
        "a person decides which driver gets which load, never AI: AI only prepares the work",
      ],
    ]);
  });

  it("get no dispatch or load-matching AI, and no risk of an AI dispatch plan", () => {
    const kept = carrier(REFUSAL);
    expect(kept).not.toMatch(/Models match loads to trucks/);
    expect(kept).not.toMatch(/Dispatch and load matching within drivers' hours/);
    expect(kept).not.toMatch(/An AI dispatch plan/);
    expect(kept).toMatch(/AI reads each load tender and rate confirmation/);
    expect(kept).toMatch(/Drivers' camera and telematics data at Sylvan Linehaul is used/);
    const free = carrier("");
    expect(free).toMatch(/Models match loads to trucks/);
    expect(free).toMatch(/An AI dispatch plan/);
  });
});
