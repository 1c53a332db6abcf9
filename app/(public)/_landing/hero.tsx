import { ArrowRight, Clock, ShieldCheck, TrendingUp } from "@/platform/ui/icons";
import Link from "next/link";

import { ReportPreview } from "./report-preview";

const POINTS = [
  { icon: Clock, title: "15 minutes", detail: "Focused questions, no prep" },
  { icon: ShieldCheck, title: "No obligations", detail: "Confidential and free" },
  { icon: TrendingUp, title: "High strategic value", detail: "Board-ready insight" },
] as const;

/** Deep navy stage for the hero and the closing call to action. */
export const NAVY_STAGE = "bg-[oklch(0.22_0.06_262)] text-white";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={`relative isolate overflow-hidden ${NAVY_STAGE}`}
    >
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-12 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3.5 py-1.5 text-xs font-medium tracking-wide text-white/90 sm:text-sm">
            <span className="size-1.5 rounded-full bg-brand-gold" aria-hidden="true" />
            Executive AI Readiness Assessment
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Where does your company stand in the <span className="text-brand-gold">AI race?</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80 sm:text-xl">
            A confidential assessment built for executives. Benchmark your organization&apos;s
            readiness, see where the real opportunities lie and leave with a roadmap your leadership
            team can act on.
          </p>

          <ul className="mt-9 grid gap-3 sm:grid-cols-3">
            {POINTS.map(({ icon: Icon, title, detail }) => (
              <li key={title} className="hero-point">
                <span className="hero-point-icon">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-white">{title}</span>
                  <span className="block text-sm text-white/75">{detail}</span>
                </span>
              </li>
            ))}
          </ul>

          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-5">
            <Link href="/assessment" className="group hero-cta">
              Start Your Free AI Roadmap
              <ArrowRight
                className="size-5 transition-transform motion-safe:group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
            <p className="text-sm text-white/75">
              Free to take · Your summary the moment you finish
            </p>
          </div>
        </div>

        <ReportPreview />
      </div>
    </section>
  );
}

/**
 * Soft light and a faint grid: decoration only, kept dim enough for text contrast. The light is
 * drawn with radial gradients, not blurred circles: a blur filter this large takes a phone tens of
 * milliseconds to paint and held back the first paint of the hero (#27).
 */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div
        className="absolute inset-0 opacity-[0.07]"
        style={{
          backgroundImage:
            "linear-gradient(to right, white 1px, transparent 1px), linear-gradient(to bottom, white 1px, transparent 1px)",
          backgroundSize: "56px 56px",
          maskImage: "radial-gradient(ellipse at 70% 20%, black 20%, transparent 70%)",
        }}
      />
      <div className="absolute -top-56 right-[-20%] size-[48rem] bg-[radial-gradient(closest-side,oklch(0.5_0.15_262/0.35)_45%,transparent)]" />
      <div className="absolute bottom-[-16rem] left-[-12rem] size-[36rem] bg-[radial-gradient(closest-side,oklch(0.78_0.14_80/0.12)_45%,transparent)]" />
    </div>
  );
}
