import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport } from "./documents";
import { withoutRepeatedQuotes } from "./repeated-quotes";

/**
 * Review 14: one long sentence of the executive's was quoted whole five times in one report. A
 * long quote is given whole twice, then by its opening words; short ones are left alone.
 */
const RULE =
  "Our drivers are unionized (Teamsters) and the agreement requires 60 days' notice of any technological change, so anything that touches dispatch goes through the joint committee first";

describe("a long quote read again and again", () => {
  it("is given whole at most twice in the report, then by its opening words", () => {
    const { markdownReport } = generateReport(
      auditInput({
        answers: makeAnswers({
          companyName: "Coquitlam Courier Co.",
          companyEmployees: "51-200",
          aiFriction: `${RULE}. Dispatchers re-key every order into two systems.`,
        }),
      }),
    );
    const whole = markdownReport.split(`“${RULE}”`).length - 1;
    const opening = markdownReport.match(/“Our drivers are unionized \(Teamsters\)[^”]{0,60}…”/g);
    expect(whole).toBeGreaterThan(0);
    expect(whole).toBeLessThanOrEqual(2);
    expect(whole + (opening?.length ?? 0)).toBeGreaterThan(2);
  });

  it("keeps short quotes and the first two long ones as they are, in document order", () => {
    const short = "“Quotes take three days”";
    const long = `“${RULE}”`;
    const data = { a: `${short} ${long}`, b: [long, short], c: { d: `${long} ${short}` } };
    const read = withoutRepeatedQuotes(data);
    expect(read.a).toBe(`${short} ${long}`);
    expect(read.b).toEqual([long, short]);
    expect(read.c.d).toMatch(
      /^“Our drivers are unionized \(Teamsters\)[^”]*…” “Quotes take three days”$/,
    );
  });
});
