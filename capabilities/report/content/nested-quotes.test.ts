import { quotation } from "@/capabilities/report/builtin/theme-patterns";

/**
 * Review 14: a French executive's « traduit » was printed ' traduit ' inside the report's own
 * quotation marks. Quotation marks inside a quotation become single ones, tight to the words.
 */
describe("quotation marks inside a quotation", () => {
  it.each([
    ["le français sonne « traduit » selon Olivier", "le français sonne ‘traduit’ selon Olivier"],
    ["surtout «où est ma commande ?»", "surtout ‘où est ma commande ?’"],
    ['we call it "the wall" at the plant', "we call it ‘the wall’ at the plant"],
    ["the “Gold” plan", "the ‘Gold’ plan"],
  ])("%j is quoted as %j", (text, quoted) => {
    expect(quotation(text, text)).toBe(quoted);
  });

  it("keeps an apostrophe as it is", () => {
    expect(quotation("we don't re-key l'inventaire", "re-key")).toBe(
      "we don't re-key l'inventaire",
    );
  });
});
