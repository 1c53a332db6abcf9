import { methodology, periodText } from "../methodology";
import type { IndexFigures, IndexSnapshot, Share } from "../types";
import { Bars } from "./bars";
import { BreakdownTable } from "./breakdown-table";

const shareBars = (shares: readonly Share[]) =>
  shares.map((s) => ({ label: s.label, value: s.percent, max: 100, text: `${s.percent}%` }));

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figures({ figures }: { figures: IndexFigures }) {
  const n = `${figures.companies} companies`;
  return (
    <>
      <Section id="index-distribution" title="How ready companies are">
        <Bars
          caption={`Share of companies by readiness score (0-100), ${n}`}
          valueHeader="Share of companies"
          bars={figures.scoreBands.map((b) => ({
            label: `Score ${b.label}`,
            value: b.percent,
            max: 100,
            text: `${b.percent}%`,
          }))}
        />
      </Section>
      <Section id="index-pillars" title="The six pillars: median points">
        <Bars
          caption={`Median points of each pillar of the readiness score, ${n}`}
          valueHeader="Median points"
          bars={figures.pillars.map((p) => ({
            label: p.label,
            value: p.median,
            max: p.max,
            text: `${p.median} of ${p.max}`,
          }))}
        />
      </Section>
      <Section id="index-governance" title="Governance in place">
        <Bars
          caption={`Share of companies with each element in place, ${n}`}
          valueHeader="Share of companies"
          bars={shareBars(figures.governance)}
        />
      </Section>
      <Section id="index-posture" title="Posture toward AI">
        <Bars
          caption={`Share of companies by posture toward AI, ${n}`}
          valueHeader="Share of companies"
          bars={shareBars(figures.posture)}
        />
      </Section>
      <Section id="index-challenges" title="The most named challenges">
        <Bars
          caption={`Share of companies naming each challenge, ${n}`}
          valueHeader="Share of companies"
          bars={shareBars(figures.challenges)}
        />
      </Section>
      <Section id="index-help" title="Where leaders expect AI to help">
        <Bars
          caption={`Share of leaders expecting AI to help each department, ${n}`}
          valueHeader="Share of leaders"
          bars={shareBars(figures.helpAreas)}
        />
      </Section>
    </>
  );
}

/** The published index: headline, figures, breakdowns, trend, methodology and downloads. */
export function IndexReport({ snapshot }: { snapshot: IndexSnapshot }) {
  const { overall } = snapshot;
  return (
    <article className="mx-auto grid w-full max-w-4xl gap-10 px-4 py-12 sm:px-6">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">The AI Readiness Index</h1>
        <p className="text-muted-foreground">
          How ready the chapter&apos;s companies are for AI, from the assessments their leaders
          completed, {periodText(snapshot)}.
        </p>
        {overall.published ? (
          <p className="flex flex-wrap items-baseline gap-x-6 gap-y-1">
            <span>
              <span className="text-4xl font-bold tabular-nums">{overall.figures.medianScore}</span>
              <span className="text-muted-foreground">/100 median readiness score</span>
            </span>
            <span>
              <span className="text-2xl font-semibold tabular-nums">
                {overall.figures.companies}
              </span>{" "}
              <span className="text-muted-foreground">companies assessed</span>
            </span>
          </p>
        ) : null}
      </header>

      {overall.published ? <Figures figures={overall.figures} /> : null}

      {[
        {
          key: "industry",
          title: "By industry",
          group: "Industry",
          cells: snapshot.breakdowns.industry,
        },
        {
          key: "size",
          title: "By company size",
          group: "Company size",
          cells: snapshot.breakdowns.size,
        },
        {
          key: "region",
          title: "By head office region",
          group: "Head office region",
          cells: snapshot.breakdowns.region,
        },
        { key: "trend", title: "Quarter by quarter", group: "Quarter", cells: snapshot.trend },
      ].map(({ key, title, group, cells }) => (
        <Section key={key} id={`index-by-${key}`} title={title}>
          <BreakdownTable
            id={`index-${key}-table`}
            caption={`The index ${title.toLowerCase()}`}
            groupHeader={group}
            cells={cells}
          />
        </Section>
      ))}

      <Section id="index-methodology" title="Methodology">
        <div className="grid gap-2 text-muted-foreground">
          {methodology(snapshot).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="index-downloads" title="Downloads">
        <ul className="grid list-disc gap-1 pl-5">
          <li>
            <a className="underline underline-offset-4" href="/api/index?format=csv" download>
              The published figures (CSV)
            </a>
          </li>
          <li>
            <a className="underline underline-offset-4" href="/api/index?format=pdf" download>
              The press pack (PDF)
            </a>
          </li>
          <li>
            <a className="underline underline-offset-4" href="/api/index">
              The published figures (JSON)
            </a>
          </li>
        </ul>
      </Section>
    </article>
  );
}

/** Before an admin publishes the index. */
export function IndexNotPublished() {
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">The AI Readiness Index</h1>
      <p className="text-muted-foreground">
        The chapter has not published its AI Readiness Index yet. Come back soon.
      </p>
    </article>
  );
}
