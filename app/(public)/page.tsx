import { CountVisit } from "@/components/funnel/count-visit";
import { ChapterLogos } from "@/components/landing/chapter-logos";
import { ClosingCta } from "@/components/landing/closing-cta";
import { Features } from "@/components/landing/features";
import { Hero } from "@/components/landing/hero";
import { HowItWorks } from "@/components/landing/how-it-works";

export default function LandingPage() {
  return (
    <>
      <Hero />
      <Features />
      <HowItWorks />
      <ChapterLogos />
      <ClosingCta />
      <CountVisit path="/" />
    </>
  );
}
