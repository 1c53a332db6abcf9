import { Check, Compass, Route, Target } from "@/platform/ui/icons";

import { Card } from "@/platform/ui/card";

const FEATURES = [
  {
    icon: Target,
    title: "Personalized Assessment",
    body: "Calibrated to your industry, company size and current AI maturity, so every score and recommendation reflects your business rather than a generic benchmark.",
    points: [
      "Industry-specific benchmarks",
      "Scaled to your size and resources",
      "Leadership vision and team capability, both scored",
    ],
  },
  {
    icon: Route,
    title: "Strategic Roadmap",
    body: "A phased plan that sequences quick wins, pilots and lasting capability, with clear priorities your leadership team can own and measure.",
    points: [
      "Three-phase implementation plan",
      "Quick wins to act on this quarter",
      "Risks and mitigations surfaced early",
    ],
  },
  {
    icon: Compass,
    title: "Expert Guidance",
    body: "Insight shaped by senior AI strategists who advise executive teams, with curated tool recommendations and a one-to-one consultation when you want one.",
    points: [
      "Curated AI tool recommendations",
      "Executive report delivered by email",
      "Optional strategy consultation",
    ],
  },
] as const;

export function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-background py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">
            What you receive
          </p>
          <h2
            id="features-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl"
          >
            Clarity for the AI decisions only you can make
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Skip the hype. Get an honest view of where your organization stands and exactly what to
            do next.
          </p>
        </div>

        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body, points }) => (
            <li key={title} className="flex">
              <Card className="group feature-card">
                <span aria-hidden="true" className="feature-card-accent" />
                <span className="feature-icon">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-6 text-xl font-semibold tracking-tight text-foreground">
                  {title}
                </h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
                <ul className="mt-6 space-y-2.5 border-t border-border/70 pt-5">
                  {points.map((point) => (
                    <li key={point} className="feature-point">
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
