import { isPlaceholder, meaningful, shortAnswer } from "./wording";

const PLACEHOLDERS = [
  "n/a",
  "N/A.",
  "n.a.",
  "na",
  "none",
  "None really",
  "none so far",
  "nothing",
  "Nothing yet!",
  "no",
  "nope",
  "not really",
  "not much",
  "not much yet",
  "not applicable",
  "tbd",
  "idk",
  "I don't know",
  "no idea",
  "same as above",
  "-",
  "...",
  "?",
  "No AI tools yet",
  "None of these",
];

describe("free-text answers", () => {
  it.each(PLACEHOLDERS)("reads %j as no answer", (text) => {
    expect(isPlaceholder(text)).toBe(true);
    expect(meaningful(text)).toBeNull();
    expect(shortAnswer(text)).toBeNull();
  });

  it.each([
    "We draft tenders with ChatGPT",
    "No budget approved",
    "Winter highway closures stop site visits",
    "Scribe apps on doctors' phones",
  ])("keeps %j as a real answer, tidied", (text) => {
    expect(meaningful(`  ${text.replace(/ /g, "  ")} `)).toBe(text);
  });

  it("needs a few words for a description, one word for a short answer", () => {
    expect(meaningful("ChatGPT")).toBeNull();
    expect(meaningful("Epic EMR")).toBe("Epic EMR");
    expect(shortAnswer("Square")).toBe("Square");
    expect(shortAnswer("x")).toBeNull();
    expect(meaningful(undefined)).toBeNull();
    expect(shortAnswer(null)).toBeNull();
  });
});
