import { documentsTimed, timedWorkName } from "./timed-work-name";

/**
 * Issue 34, review r23: "Take time out of your clerk's office" and "Take time out of your
 * physios": the pilot was named by who does the work. It is named by the work.
 */
describe("the timed work's name", () => {
  it.each([
    [
      "Our clerk's office takes roughly 3 days per council agenda package",
      "the council agenda package",
    ],
    [
      "Our physios spend 5 hours a week on MPI and WCB progress reports",
      "the MPI and WCB progress reports",
    ],
    ["We spend 3 days on month-end close", "the month-end close"],
    // Review r24: the time goes on the agendas and minutes, not on the meeting.
    [
      "The Clerk and Deputy Clerk spend about 14 hours per council meeting on agendas and minutes",
      "the agendas and minutes",
    ],
    ["Our dispatchers spend two hours a day building routes", "building routes"],
    ["Estimating a re-roof takes 3 days", "estimating a re-roof"],
    // Review r28: who told it, and "alone", are no part of the work's name.
    ["Senior School staff tell me comments alone take 25-30 hours each cycle", "comments"],
    ["Our controller says month-end takes 9 days", "month-end"],
  ])("%j is %j", (sentence, name) => {
    expect(timedWorkName(sentence)).toBe(name);
  });

  it("names a gerund phrase whole across its own “and”, keeping a proper name's capital (review r26)", () => {
    const sentence =
      "Utilization has slipped to 61% against a 75% target, and checking each project against the 2024 Ontario Building Code and Toronto Green Standard v4 takes around 25 hours per project";
    const clause = "Toronto Green Standard v4 takes around 25 hours per project";
    expect(timedWorkName(clause, sentence)).toBe(
      "checking each project against the 2024 Ontario Building Code and Toronto Green Standard v4",
    );
    expect(timedWorkName(clause)).toBe("Toronto Green Standard v4");
  });

  it("falls back on the time, whole, where the work is only a pronoun", () => {
    expect(timedWorkName("Our physios spend 5 to 6 hours a week on them after hours")).toBe(
      "the work that takes 5 to 6 hours",
    );
  });
});

describe("the documents the executive timed or counted", () => {
  it.each([
    [
      "Our 40 physios spend about 200 hours a week on MPI and WCB reports.",
      "the MPI and WCB reports",
    ],
    [
      "We file roughly 500 progress reports and treatment plans a month at 20 minutes each, mostly after hours.",
      "the progress reports and treatment plans",
    ],
    // Review r26: the writing and how often are no part of the documents' name.
    [
      "Each manager attends about 60 evening AGMs and council meetings a year and spends 4 to 6 hours writing minutes for each one.",
      "the minutes",
    ],
    // Review r24: minutes per document, said of one, are the documents the pilot drafts.
    [
      "Our physiotherapists and OTs spend about 20 minutes per SGI and WCB progress report, on top of their visit notes.",
      "the SGI and WCB progress reports",
    ],
    ["Our dispatchers spend two hours a day building routes.", undefined],
    ["We ship 500 orders a month.", undefined],
  ])("%j: %j", (sentence, documents) => {
    expect(documentsTimed(sentence)).toBe(documents);
  });
});
