import { proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r26 (#34): a Kelowna strata manager's "Wildfire season in July and August brings
 * evacuation alerts and a flood of owner calls" was piloted as crew-days lost to weather and
 * road closures. Calls an emergency brings are answered from one status sent before people call.
 */
const strata = (otherChallenge: string) =>
  proseOf({
    companyName: "Lakeshore Ridge Property Management Ltd.",
    companyIndustry: "real-estate",
    businessChallenges: ["managing_tenant_communications_and_maintenance_requests"],
    otherChallenge,
    aiExperience: "",
    aiFriction: "",
  });

describe("calls an emergency brings", () => {
  it("are answered from one status sent before people call, never scheduled around the weather", () => {
    const prose = strata(
      "Wildfire season in July and August brings evacuation alerts and a flood of owner calls.",
    );
    expect(prose).toMatch(/Tell people what an emergency means for them before they call/);
    expect(prose).not.toMatch(/crew-days, bookings or deliveries lost to weather/);
  });

  it("are no emergency where the calls come with no emergency", () => {
    expect(strata("Our owners call us about parking every week.")).not.toMatch(
      /what an emergency means/,
    );
  });
});
