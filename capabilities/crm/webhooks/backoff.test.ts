import { retryDelaySeconds } from "./backoff";

describe("retryDelaySeconds", () => {
  it("grows five-fold from 30 s, capped at 8 h, so 8 attempts span about a day", () => {
    const middle = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelaySeconds(n, 0.5));
    expect(middle).toEqual([30, 150, 750, 3750, 18750, 28800, 28800]);
    const hours = middle.reduce((a, b) => a + b, 0) / 3600;
    expect(hours).toBeGreaterThan(20);
    expect(hours).toBeLessThan(24);
  });

  it("spreads retries by ±20 % at random", () => {
    expect(retryDelaySeconds(2, 0)).toBe(120);
    expect(retryDelaySeconds(2, 0.999999)).toBe(180);
  });
});
