import { CalendarDays, Factory } from "@/platform/ui/icons";
import { industryShown, type ReportHeader as Header } from "@/model/documents/format";

/** The cover of the report: company, who it is for, when and the industry (the score is in the dashboard below). */
export function ReportHeader({ header }: { header: Header }) {
  const facts = [
    { icon: CalendarDays, label: "Date", value: header.date },
    { icon: Factory, label: "Industry", value: industryShown(header) },
  ];
  return (
    <header className="overflow-hidden rounded-xl border bg-card shadow-sm print:shadow-none">
      <div aria-hidden="true" className="h-1.5 bg-primary" />
      <div aria-hidden="true" className="h-0.5 bg-brand-gold" />
      <div className="p-5 sm:px-6">
        <div className="grid gap-1.5">
          <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">
            Executive AI Readiness Report
          </p>
          <h1
            id="report-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {header.companyName}
          </h1>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <p className="text-muted-foreground">
              Prepared for {header.executiveName}, {header.executiveTitle}
            </p>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {facts.map(({ icon: Icon, label, value }) => (
                <div key={label} className="flex items-center gap-2">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                  <dt className="sr-only">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </header>
  );
}
