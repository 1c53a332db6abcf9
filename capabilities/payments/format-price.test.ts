import { formatPrice } from "./format-price";

describe("formatPrice", () => {
  it.each([
    [4900, "usd", "US$49"],
    [4900, "cad", "CA$49"],
    [4950, "USD", "US$49.50"],
    [4900, "eur", "€49"],
    [4900, "gbp", "£49"],
    [4900, "aud", "A$49"],
  ])("%i %s reads %s: the currency is never a bare dollar sign", (cents, currency, text) => {
    expect(formatPrice(cents, currency)).toBe(text);
  });
});
