import type { Metadata } from "next";
import Link from "next/link";
import { AssessmentWizard } from "@/capabilities/leads/components/wizard/assessment-wizard";
import { wizardLooks } from "@/capabilities/leads/components/wizard/wizard-looks";

export const metadata: Metadata = {
  title: "AI Readiness Assessment",
  description:
    "Five short steps, about 15 minutes: your AI readiness score and a strategic roadmap.",
};

export default function AssessmentPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          AI Readiness Assessment
        </h1>
        <p className="text-muted-foreground">
          About 15 minutes. Free, with no obligations. Your answers are saved as you go, from the
          first step on, so you can continue later on this device or another one with the link we
          e-mail you.{" "}
          {/* Not prefetched: the privacy page's code (its request form) loaded with step 1. */}
          <Link
            href="/privacy"
            prefetch={false}
            className="font-medium text-primary underline underline-offset-4"
          >
            How long we keep them
          </Link>
        </p>
      </div>
      <AssessmentWizard looks={wizardLooks()} />
    </div>
  );
}
