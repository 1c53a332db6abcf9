import { parseEnv } from "@/platform/env";

describe("TEAM_MIN_RESPONSES", () => {
  it("is 3 by default and may be raised", () => {
    expect(parseEnv({}).TEAM_MIN_RESPONSES).toBe(3);
    expect(parseEnv({ TEAM_MIN_RESPONSES: "5" }).TEAM_MIN_RESPONSES).toBe(5);
  });

  it("is never below 3: a lower value stops the start with a message naming it", () => {
    expect(() => parseEnv({ TEAM_MIN_RESPONSES: "2" })).toThrow(/TEAM_MIN_RESPONSES.*3 or more/);
    expect(() => parseEnv({ TEAM_MIN_RESPONSES: "0" })).toThrow(/TEAM_MIN_RESPONSES/);
  });
});
