import { proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): a credit union's contact centre whose callers wait 14 minutes at month-end,
 * 17% hanging up. The problem was scoped by its one reassuring clause ("on normal days it is 4
 * minutes") and a ticked challenge led; it now leads as the routine calls taken off the queue,
 * measured by the wait and the callers who hang up.
 */
const members = (otherChallenge: string) =>
  proseOf({
    companyName: "Prairie Plains Credit Union",
    companyIndustry: "financial-services",
    companyEmployees: "201-500",
    businessChallenges: ["speeding_up_client_onboarding_and_kyc_checks"],
    otherChallenge,
  });

describe("callers kept waiting", () => {
  it("leads as the routine calls taken off the queue, measured by the wait and hang-ups", () => {
    const waits = members(
      "On the first and last business days of the month the average wait reaches 14 minutes and 17% of callers hang up; on normal days it is 4 minutes.",
    );
    expect(waits).toMatch(/Start with taking the routine calls off the queue as the first pilot/);
    expect(waits).toMatch(
      /measured by the wait \(14 minutes today\) and the share of callers who hang up \(17% today\)/,
    );
    expect(waits).not.toMatch(/“on normal days it is 4 minutes”, to be measured/);
  });

  it("is a contact centre's wait at month-end, never the month-end close", () => {
    const waits = members(
      "At month-end our contact centre wait climbs to 14 minutes; on normal days it is 4 minutes.",
    );
    expect(waits).toMatch(/Start with taking the routine calls off the queue as the first pilot/);
    expect(waits).toMatch(/measured by the wait \(14 minutes today\)/);
    expect(waits).not.toMatch(/Shorten the close and the monthly reports/);
  });

  it("is no waiting problem where nobody calls or waits", () => {
    expect(members("Our members hang up their coats in the branch lobby.")).not.toMatch(
      /routine calls off the queue/,
    );
  });
});
