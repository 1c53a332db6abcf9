import { subjectText } from "./subject-text";

describe("subjectText", () => {
  it.each([
    [
      "Mailbox quota exceeded - verify at https://evil.example/login now",
      "Mailbox quota exceeded - verify at now",
    ],
    ["Verify at www.evil.example", "Verify at"],
    ["Verify at evil-login.com/reset?u=1 today", "Verify at today"],
    ["Contact help@evil.example", "Contact"],
    ["Northwind   Logistics\n\tLtd.", "Northwind Logistics Ltd."],
    ["Dr. Ana Silva", "Dr. Ana Silva"],
    ["Smith & Co. Inc.", "Smith & Co. Inc."],
  ])("makes %j read %j", (typed, expected) => {
    expect(subjectText(typed)).toBe(expected);
  });

  it("caps the length with an ellipsis", () => {
    const text = subjectText("A".repeat(30) + " " + "B".repeat(60));
    expect(text).toHaveLength(60);
    expect(text.endsWith("…")).toBe(true);
  });
});
