import { parseEnv } from "@/platform/env";

describe("INDEX_MIN_CELL", () => {
  it("is 10 by default and may be set to 5 or more", () => {
    expect(parseEnv({}).INDEX_MIN_CELL).toBe(10);
    expect(parseEnv({ INDEX_MIN_CELL: "5" }).INDEX_MIN_CELL).toBe(5);
    expect(parseEnv({ INDEX_MIN_CELL: "25" }).INDEX_MIN_CELL).toBe(25);
  });

  it("is never below 5: a lower value stops the start with a message naming it", () => {
    expect(() => parseEnv({ INDEX_MIN_CELL: "4" })).toThrow(/INDEX_MIN_CELL.*5 or more/);
    expect(() => parseEnv({ INDEX_MIN_CELL: "0" })).toThrow(/INDEX_MIN_CELL/);
  });
});
