import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { CITES_BEFORE } from "@/capabilities/report/content/quoted-evidence";
import { generateReport } from "./documents";
import { withoutRepeatedQuotes } from "./repeated-quotes";

/**
 * Review 14: one long sentence of the executive's was quoted whole five times in one report. A
 * long quote cited as evidence is given whole twice, then by its opening words; short ones, and
 * quotes read as the name of something, are left alone.
 */
const RULE =
  "Our drivers are unionized (Teamsters) and the agreement requires 60 days' notice of any technological change, so anything that touches dispatch goes through the joint committee first";

/** How often `quote` is cited whole, and by its opening words, in `text`. */
function citations(text: string, quote: string) {
  const cited = (at: number) => CITES_BEFORE.test(text.slice(0, at));
  const whole = [...text.matchAll(/“([^”]+)”/g)].filter(
    (m) => m[1] === quote && cited(m.index ?? 0),
  ).length;
  const opening = quote.slice(0, 30);
  const cut = [...text.matchAll(/“([^”]+…)”/g)].filter((m) => m[1]!.startsWith(opening)).length;
  return { whole, cut };
}

describe("a long quote read again and again", () => {
  it("is cited whole at most twice in the report, then by its opening words", () => {
    const { markdownReport } = generateReport(
      auditInput({
        answers: makeAnswers({
          companyName: "Coquitlam Courier Co.",
          companyEmployees: "51-200",
          aiFriction: `${RULE}. Dispatchers re-key every order into two systems.`,
        }),
      }),
    );
    const { whole, cut } = citations(markdownReport, RULE);
    expect(whole).toBeGreaterThan(0);
    expect(whole).toBeLessThanOrEqual(2);
    expect(whole + cut).toBeGreaterThan(2);
  });

  it("keeps short quotes, quotes read as names and the first two long ones cited, in document order", () => {
    const short = "you wrote “Quotes take three days”";
    const long = `you wrote “${RULE}”`;
    const named = `the rule “${RULE}”`;
    const data = {
      a: `${short} ${long}`,
      b: [long, short],
      c: { d: `${long} ${short}`, e: named },
    };
    const read = withoutRepeatedQuotes(data);
    expect(read.a).toBe(`${short} ${long}`);
    expect(read.b).toEqual([long, short]);
    expect(read.c.d).toMatch(
      /^you wrote “Our drivers are unionized \(Teamsters\)[^”]*…” you wrote/,
    );
    expect(read.c.e).toBe(named);
  });
});
