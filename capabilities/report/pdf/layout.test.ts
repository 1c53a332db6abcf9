import { auditPersonas, type AuditPersona } from "@/tests/report-audit/personas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { maplecrest } from "@/tests/helpers/care-home";
import { layoutProblems } from "@/tests/helpers/pdf/layout-check";
import { personaPdfs } from "@/tests/helpers/pdf/persona-pdfs";
import { pdfPages, type PdfPage, type TextBox } from "@/tests/helpers/pdf/text-boxes";
import type { PdfPageSize } from "./theme";

/**
 * The printed report and roadmap as a board member reads them: no text drawn over text, no
 * heading alone at the foot of a page, no page left half empty while its section goes on.
 * Six contrasting audit personas, one on A4 and one with its leadership team.
 */
/**
 * Review r22: a care home whose first phase has long goals and quick wins and starts low on a
 * page; react-pdf squeezed its head into the space left, lines drawn over each other.
 */
const careHome: AuditPersona = {
  key: "care-home",
  summary: "a 160-bed long-term care home in Sudbury",
  answers: makeAnswers(maplecrest),
};

const cases: { key: string; pageSize?: PdfPageSize; withTeam?: boolean }[] = [
  { key: "kelowna-brokerage" },
  { key: "prince-george-restaurants" },
  { key: "advisory-partnership" },
  { key: "private-school", pageSize: "A4" },
  { key: "saas-scale-up" },
  { key: "provincial-insurer", withTeam: true },
  { key: careHome.key },
];

async function problemsOf(name: string, pdf: Buffer): Promise<string[]> {
  return layoutProblems(await pdfPages(pdf)).map(
    (p) => `${name} page ${p.page}, ${p.kind}: ${p.detail}`,
  );
}

describe("the printed report and roadmap", () => {
  it.each(cases)("lay out cleanly for $key", async ({ key, ...options }) => {
    const persona = [...auditPersonas, careHome].find((p) => p.key === key)!;
    const { report, roadmap } = await personaPdfs(persona, options);
    const problems = [
      ...(await problemsOf("report", report)),
      ...(await problemsOf("roadmap", roadmap)),
    ];
    expect(problems).toEqual([]);
  });
});

describe("layoutProblems", () => {
  const box = (text: string, top: number, more: Partial<TextBox> = {}): TextBox => ({
    text,
    font: "Helvetica",
    size: 10,
    left: 48,
    right: 300,
    top,
    bottom: top + 9.25,
    ...more,
  });
  const page = (...boxes: TextBox[]): PdfPage => ({ width: 612, height: 792, boxes });
  const title = (text: string, top: number) =>
    box(text, top, { font: "Helvetica-Bold", size: 15, bottom: top + 13.9 });

  it("finds text over text, a heading alone at a page's foot and a half-empty page", () => {
    const pages = [
      page(box("Guided pilots", 100), box("Decision gate: scale", 104), title("Risks", 600)),
      page(box("the risks go on", 80), box("to here", 300)),
      page(box("the risks end here", 80), title("Next Steps", 200), box("Decide", 230)),
    ];
    expect(layoutProblems(pages).map((p) => [p.page, p.kind])).toEqual([
      [1, "overlap"],
      [1, "lone heading"],
      [2, "half-empty page"],
    ]);
  });

  it("lets a section's last page end early", () => {
    const pages = [
      page(box("A short section", 80)),
      page(title("Next Steps", 80), box("Decide", 110)),
    ];
    expect(layoutProblems(pages)).toEqual([]);
  });
});
