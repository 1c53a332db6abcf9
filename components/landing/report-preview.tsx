const BARS = [
  { label: "Strategy & vision", value: 78 },
  { label: "Data foundations", value: 61 },
  { label: "People & culture", value: 70 },
  { label: "Governance & risk", value: 54 },
] as const;

const PHASES = [
  { when: "0–90 days", what: "Quick wins" },
  { when: "3–6 months", what: "Scale pilots" },
  { when: "6–12 months", what: "Transform" },
] as const;

/**
 * An illustrative report card for the hero. Sample figures, so it is one image to
 * assistive technology rather than a set of numbers that could be read as real results.
 */
export function ReportPreview() {
  const score = 7.2;
  const circumference = 2 * Math.PI * 42;

  return (
    <div
      role="img"
      aria-label="Sample report: an AI readiness score, a capability breakdown and a three-phase roadmap"
      className="relative mx-auto w-full max-w-md"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-gold/20 via-transparent to-[oklch(0.6_0.14_262/0.3)] blur-2xl"
      />
      <div className="relative rounded-2xl border border-white/15 bg-[oklch(0.27_0.06_262)] p-6 shadow-2xl shadow-black/40 sm:p-7">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-white">AI Readiness Snapshot</p>
          <span className="rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white/85">
            Sample
          </span>
        </div>

        <div className="mt-6 flex items-center gap-5">
          <svg viewBox="0 0 100 100" className="size-28 shrink-0 -rotate-90">
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              stroke="oklch(1 0 0 / 0.12)"
              strokeWidth="9"
            />
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              stroke="var(--brand-gold)"
              strokeWidth="9"
              strokeLinecap="round"
              strokeDasharray={`${(score / 10) * circumference} ${circumference}`}
            />
          </svg>
          <div>
            <p className="text-4xl font-semibold tracking-tight text-white">
              {score}
              <span className="text-lg font-medium text-white/70">/10</span>
            </p>
            <p className="mt-1 text-sm font-medium text-brand-gold">Emerging leader</p>
            <p className="mt-0.5 text-xs text-white/70">Top 30% of peers in your industry</p>
          </div>
        </div>

        <ul className="mt-7 space-y-3.5">
          {BARS.map((bar) => (
            <li key={bar.label}>
              <div className="flex justify-between text-xs">
                <span className="text-white/85">{bar.label}</span>
                <span className="font-medium text-white">{bar.value}</span>
              </div>
              <div className="mt-1.5 h-1.5 rounded-full bg-white/10">
                <div
                  className="h-full rounded-full bg-gradient-to-r from-[oklch(0.7_0.12_250)] to-brand-gold"
                  style={{ width: `${bar.value}%` }}
                />
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-7 border-t border-white/10 pt-5">
          <p className="text-xs font-semibold tracking-wider text-white/70 uppercase">
            Your roadmap
          </p>
          <ol className="mt-3 grid grid-cols-3 gap-2">
            {PHASES.map((phase, index) => (
              <li
                key={phase.when}
                className="rounded-lg border border-white/10 bg-white/[0.05] p-2.5"
              >
                <span className="flex size-5 items-center justify-center rounded-full bg-brand-gold text-[0.65rem] font-bold text-[oklch(0.2_0.05_262)]">
                  {index + 1}
                </span>
                <p className="mt-2 text-xs font-semibold text-white">{phase.what}</p>
                <p className="text-[0.7rem] text-white/70">{phase.when}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
