import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r18 class 2: a rule about card numbers ("we never take credit-card numbers by email or
 * phone") limits what a pilot collects, not the channels it answers on. The enquiries pilot is
 * kept, its tool says how it keeps the rule, and the AI use policy quotes it.
 */

const boatTours = (aiFriction: string) =>
  makeAnswers({
    executiveName: "Fiona MacIsaac",
    executiveTitle: "Owner",
    companyName: "Chebucto Harbour Tours",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    companyBusinessModel: "b2c",
    headOfficeLocation: "other",
    customLocation: "Halifax, Nova Scotia",
    businessChallenges: [
      "handling_guest_enquiries_around_the_clock",
      "reducing_dependence_on_online_travel_agencies",
    ],
    aiFriction,
  });

describe.each([
  ["English", "We will never let any tool take credit-card numbers by email or phone."],
  ["French", "Nous ne prenons jamais de numéros de carte de crédit par courriel ou par téléphone."],
])("a card-number rule, in %s", (_language, rule) => {
  let text = "";
  beforeAll(() => {
    text = documentsText(boatTours(`Guests book by phone and email all day. ${rule}`));
  });

  it("keeps the enquiries pilot", () => {
    expect(text).toContain("Start the first pilot on handling guest enquiries around the clock");
  });

  it("says how the assistant keeps the rule", () => {
    expect(text).toMatch(
      /never asks for or takes a card number: a customer ready to pay is sent to your existing payment page/,
    );
  });

  it("writes the rule into the AI use policy, in the executive's words", () => {
    expect(text).toContain(`the rules you stated, in your words (“${rule.replace(/\.$/, "")}”)`);
  });
});
