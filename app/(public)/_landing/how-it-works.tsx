const STEPS = [
  {
    title: "Answer with candour",
    body: "Five short sections on your business, your team and your experience with AI so far.",
  },
  {
    title: "See your position",
    body: "A readiness score, organizational alignment and growth potential, measured against your peers.",
  },
  {
    title: "Act with confidence",
    body: "A prioritized roadmap and tool shortlist, ready to take to your leadership team.",
  },
] as const;

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="border-y border-border/70 bg-secondary/60 py-20 sm:py-24"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">
            How it works
          </p>
          <h2
            id="how-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl"
          >
            From first question to roadmap in one sitting
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Designed around an executive&apos;s calendar: no preparation, no jargon and nothing to
            install.
          </p>
        </div>
        <ol className="grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how-step">
              <span className="how-step-number">{String(index + 1).padStart(2, "0")}</span>
              <div>
                <h3 className="text-lg font-semibold tracking-tight text-foreground">
                  {step.title}
                </h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
