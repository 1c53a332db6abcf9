import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * A company of one to ten people has no department heads (#34, review r18): its baselines are
 * work the owner does, "Write down how long last season's hires took", never "Ask department heads".
 */

describe("a fly-in outfitter of six people with seasonal guides to train", () => {
  let text: string;
  beforeAll(() => {
    text = documentsText(
      makeAnswers({
        companyName: "Great Slave Outfitters",
        companyIndustry: "travel-hospitality-tourism",
        companyEmployees: "1-10",
        headOfficeLocation: "other",
        customLocation: "Yellowknife, Northwest Territories",
        officeExpansion: [],
        businessChallenges: [
          "recruiting_and_training_seasonal_staff",
          "handling_guest_enquiries_around_the_clock",
        ],
      }),
    );
  });

  it("asks the owner to write the ramp-up down, not department heads", () => {
    expect(text).toContain("Write down how long last season's hires took to work alone");
    expect(text).not.toMatch(/department heads|Ask supervisors/i);
  });
});
