import { CountVisit } from "@/capabilities/leads/components/funnel/count-visit";
import { ChapterLogos } from "@/app/(public)/_landing/chapter-logos";
import { ClosingCta } from "@/app/(public)/_landing/closing-cta";
import { Features } from "@/app/(public)/_landing/features";
import { Hero } from "@/app/(public)/_landing/hero";
import { HowItWorks } from "@/app/(public)/_landing/how-it-works";
import { HydrateSeparately } from "@/platform/ui/hydrate-separately";

export default function LandingPage() {
  return (
    <>
      <Hero />
      {/* Below the first screen: each section hydrates apart from the page. */}
      <HydrateSeparately>
        <Features />
      </HydrateSeparately>
      <HydrateSeparately>
        <HowItWorks />
      </HydrateSeparately>
      <HydrateSeparately>
        <ChapterLogos />
        <ClosingCta />
      </HydrateSeparately>
      <CountVisit path="/" />
    </>
  );
}
