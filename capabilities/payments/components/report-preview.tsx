import { Lock } from "@/platform/ui/icons";

/** The report's sections as the unlocked report names them, each with what it tells. */
const sections = [
  {
    title: "At a Glance",
    teaser: "Your score, peer position, three priorities and the decisions for this quarter.",
    sample: "Your first decision this quarter is to name one owner for AI and fund a pilot",
  },
  {
    title: "AI Readiness Assessment",
    teaser: "Your score across six pillars and the changes that raise it most.",
    sample: "Leadership and data are your strongest pillars; skills hold the score back by",
  },
  {
    title: "Industry Benchmarks",
    teaser: "Where you stand against peers in your industry, with sources.",
    sample: "Companies of your size in your industry report adoption that moves faster than",
  },
  {
    title: "Implementation Roadmap",
    teaser: "Three phases with owners, targets and decision gates.",
    sample: "Phase one, days 1 to 90: automate quote preparation in operations, owned by",
  },
  {
    title: "Recommended AI Applications",
    teaser: "Tools matched to your business, with fit, cost and a business case.",
    sample: "Microsoft Copilot fits the platforms you already use at a cost of about",
  },
  {
    title: "Risks and Mitigation Strategies",
    teaser: "What could go wrong for you, and how to prevent it.",
    sample: "Customer data in public tools is the first risk to close, with a policy that",
  },
];

/**
 * A preview of the full report: each section's name and what it covers, over a blurred
 * sample of its text. The blurred text is decoration, hidden from assistive technology; the
 * section says in words that it is a preview.
 */
export function ReportPreview({ companyName }: { companyName: string }) {
  return (
    <section
      aria-labelledby="report-preview-title"
      aria-describedby="report-preview-note"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-xs sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="report-preview-title" className="text-xl font-semibold">
          Preview: inside your full report
        </h2>
        <p id="report-preview-note" className="text-sm text-muted-foreground">
          A preview of the sections written for {companyName}. The full text unlocks with your
          report.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map(({ title, teaser, sample }) => (
          <li
            key={title}
            className="grid content-start gap-1.5 rounded-lg border border-border p-4"
          >
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Lock className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">{teaser}</p>
            <p
              aria-hidden="true"
              data-preview-blur=""
              className="pointer-events-none text-sm blur-[4px] select-none"
            >
              {sample}...
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
