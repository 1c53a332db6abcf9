import { proseOf, redDeerCarrier } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): "About 9% of our loads are billed late because paperwork is missing; right
 * now C$1.1M of invoices are 6 days late on average" was piloted as drafting clinical paperwork,
 * measured by "the time it takes". Invoices held for missing paperwork are billed as soon as it is
 * in, measured by the share billed late and the days late, as the executive gave them.
 */
const carrier = (otherChallenge: string) => proseOf(redDeerCarrier({ otherChallenge }));

describe("invoices held for missing paperwork", () => {
  const prose = carrier(
    "About 9% of our loads are billed late because paperwork is missing; right now C$1.1M of invoices are 6 days late on average.",
  );

  it("is a pilot on billing each job as soon as its paperwork is in", () => {
    expect(prose).toMatch(
      /Start with billing each job as soon as its paperwork is in as the first pilot/,
    );
    expect(prose).toMatch(/have AI match each finished job to its paperwork as it arrives/);
    expect(prose).not.toMatch(/Draft the paperwork, keep the professional's judgment/);
  });

  it("is measured by the share billed late and the days late", () => {
    expect(prose).toMatch(
      /measured by the share of loads billed late \(about 9% today\) and the days invoices are late \(6 days today\)/,
    );
    expect(prose).toMatch(/about 9% down to 6% or less/);
  });

  it("is not read where invoices are simply mentioned", () => {
    expect(carrier("Our invoices go out by e-mail every Friday.")).not.toMatch(
      /billing each job as soon as its paperwork is in/,
    );
  });
});
