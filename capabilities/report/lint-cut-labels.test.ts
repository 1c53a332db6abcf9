import { lintText } from "./lint";

/** Review r18 class 7: quotations cut where a reader sees the cut. */
const details = (text: string) => lintText("p", text).map((f) => f.detail);

describe("lintText: figures and labels cut from the executive's words", () => {
  it.each([
    "The first step is to take your figures (“about $4.7” for a period to confirm) as the baseline.",
    "Spoilage cost “$1.9” million last season.",
  ])("flags a figure cut at its decimal: %s", (text) => {
    expect(details(text).some((d) => d.startsWith("a figure cut at its decimal"))).toBe(true);
  });

  it.each([
    "The first step is to take your figures (“about $4.7 million a year”) as the baseline.",
    "Aim for “$12.50” per order, down from “$14.25”.",
    "Take your figures (“$2.5 per litre”) as the baseline.",
  ])("leaves a whole figure alone: %s", (text) => {
    expect(details(text).some((d) => d.startsWith("a figure cut"))).toBe(false);
  });

  it("flags a challenge labelled by a cut quotation, in English or French", () => {
    for (const text of [
      "The priority challenges are hiring drivers and “Last winter…”, measured first.",
      "The priority challenges are quality and “Notre chef pâtissier, Luc…”, measured first.",
    ])
      expect(details(text).some((d) => d.startsWith("a challenge labelled by a cut"))).toBe(true);
  });

  it("leaves a whole quotation or a label in the report's words alone", () => {
    for (const text of [
      "The priority challenges are “Our kilns crack a batch every fortnight”, measured first.",
      "The priority challenges are the cost you put at “about $85,000”, measured first.",
    ])
      expect(details(text).some((d) => d.startsWith("a challenge labelled"))).toBe(false);
  });
});

/** Review r19 class 1: a template's placeholder showing where the executive's own thing belongs. */
describe("lintText: template labels", () => {
  it.each([
    "Bring down what the cost you named cost: pull the last year's records.",
    "The priority challenges are managing supply chain delays; work you timed; and hiring.",
    "Launch the first pilot on the work you timed.",
  ])("flags a template label: %s", (text) => {
    expect(details(text).some((d) => d.startsWith("a template label"))).toBe(true);
  });

  it.each([
    "Bring down what overtime cost (“$4.6 million”).",
    "Take time out of estimating a re-roof, timed with the person who does it.",
  ])("leaves the executive's own thing alone: %s", (text) => {
    expect(details(text).some((d) => d.startsWith("a template label"))).toBe(false);
  });
});
