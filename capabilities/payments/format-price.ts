/**
 * A price with a symbol no reader can mistake for another dollar: "US$49" for usd, "CA$49"
 * for cad, "€49" for eur (Canadian English formatting, whole amounts without cents). en-CA
 * alone writes a bare "$" for the Canadian dollar, so a bare "$" gets its country's letters.
 * Pure: the server page formats, the components only show the text.
 */
export function formatPrice(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const amount = cents / 100;
  const parts = new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: code,
    currencyDisplay: "symbol",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).formatToParts(amount);
  return parts
    .map(({ type, value }) =>
      type === "currency" && value === "$" ? `${code.slice(0, 2)}$` : value,
    )
    .join("");
}
