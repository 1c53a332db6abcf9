import { companyDomainOf } from "./properties";
import { retryAfterMs } from "./client";

describe("companyDomainOf", () => {
  it.each([
    ["dana@Northwind.Example", "northwind.example"],
    ["ceo@sub.company.ca", "sub.company.ca"],
    ["dana@gmail.com", null],
    ["dana@GMAIL.COM", null],
    ["dana@hotmail.ca", null],
    ["dana@shaw.ca", null],
    ["dana@localhost", null],
  ])("%s -> %s", (email, domain) => {
    expect(companyDomainOf(email)).toBe(domain);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates, and nothing from garbage", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("0.5")).toBe(500);
    expect(retryAfterMs("Wed, 21 Oct 2026 07:28:10 GMT", Date.UTC(2026, 9, 21, 7, 28, 0))).toBe(
      10_000,
    );
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
