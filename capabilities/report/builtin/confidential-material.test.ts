import { challenges, headOfficeAt, proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r24 (#34): "The board has ruled that donor information never goes into any AI tool" was
 * restated as "nothing that identifies a client": the rule keeps the material it names, in its
 * words, wherever the report says how a tool keeps to it.
 */
describe("a rule that keeps named material out of every AI tool", () => {
  it.each([
    [
      "The board has ruled that donor information never goes into any AI tool.",
      "donor information entered into no AI tool",
    ],
    [
      "Patient records must never be entered in an AI tool.",
      "patient records entered into no AI tool",
    ],
  ])("%j keeps its own material", (rule, respect) => {
    const [[, read] = []] = rulesRead(rule);
    expect(read).toBe(respect);
  });

  it("says the material as named where a tool keeps to it", () => {
    const theatre = proseOf({
      companyName: "Fernwood Repertory Theatre Society",
      companyIndustry: "other",
      companyEmployees: "11-50",
      ...headOfficeAt("Victoria, British Columbia"),
      businessChallenges: challenges("other", 0),
      aiFriction: "The board has ruled that donor information never goes into any AI tool.",
    });
    expect(theatre).toMatch(/No donor information goes into /);
    expect(theatre).not.toMatch(/identifies a client/);
    // The board approves what pilots may touch, never donors' information it keeps from all AI.
    expect(theatre).toMatch(
      /The board of directors approves any pilot that touches subscribers' or ticket buyers' personal information before it starts/,
    );
    expect(theatre).not.toMatch(/pilot that touches donors'/);
    // The privacy risk keeps the donors out, and asks an agreement for what may go in.
    expect(theatre).toMatch(
      /Keep donor information out of every AI tool, as your rule says; before an AI tool touches subscribers' and ticket buyers' accounts/,
    );
    expect(theatre).not.toMatch(/AI tool touches donors'/);
  });
});
