import { rulesWithoutRisks } from "./without-risks";

/**
 * The audit catches a sector regime the answers bring in when no section names it (review r10,
 * class 8): each persona's documents pass as written, and break the rule once the risk that names
 * the regime is taken out; a persona the regime does not concern passes either way.
 */

/** The regime rules broken once every risk naming `names` is taken out of both documents. */
const withoutRisks = (key: string, names: RegExp) =>
  rulesWithoutRisks(key, names).filter((rule) => rule.startsWith("sector regulator missing"));

it.each([
  ["richmond-seafood", "vernon-independent-school", /Safe Food for Canadians/, "the SFCR"],
  ["richmond-seafood", "vernon-independent-school", /export certificate/, "export certificates"],
  ["kelowna-cpa", "structural-engineers", /CSQM 1/, "CSQM 1"],
  ["vernon-independent-school", "kelowna-cpa", /Independent School Act/, "independent school act"],
  ["tofino-lodge", "kelowna-cpa", /Anti-Spam/, "CASL"],
  ["tofino-lodge", "richmond-seafood", /PCI DSS/, "PCI DSS"],
  [
    "salt-spring-brewery",
    "fernie-brewery",
    /AGLC/,
    "the liquor authority of a province shipped to",
  ],
])("flags %s, not %s, without %s (%s)", (concerned, other, names, rule) => {
  expect(withoutRisks(concerned, /^$/)).toEqual([]);
  expect(withoutRisks(concerned, names).join(" ")).toContain(rule);
  expect(withoutRisks(other, names)).toEqual([]);
});
