import type { Metadata } from "next";
import Link from "next/link";
import { PaymentPanel } from "@/capabilities/payments/components/payment-panel";
import { Button } from "@/platform/ui/button";
import { getPublicAssessment, isPaidStatus } from "@/capabilities/leads/assessments/queries";
import { reportPriceLabel } from "@/capabilities/payments/price";
import { cardPaymentsEnabled } from "@/capabilities/payments/stripe";

export const metadata: Metadata = { title: "Unlock Your Full Report" };

function Message({
  title,
  text,
  href,
  action,
}: {
  title: string;
  text: string;
  href: string;
  action: string;
}) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild size="lg">
        <Link href={href}>{action}</Link>
      </Button>
    </div>
  );
}

export default async function PaymentPage({ searchParams }: PageProps<"/payment">) {
  const { assessment: id } = await searchParams;
  const assessment = typeof id === "string" ? await getPublicAssessment(id) : null;
  if (!assessment) {
    return (
      <Message
        title="Unlock Your Full Report"
        text="No assessment found. Please complete an assessment first."
        href="/assessment"
        action="Start New Assessment"
      />
    );
  }
  if (isPaidStatus(assessment.paymentStatus)) {
    return (
      <Message
        title="Your report is unlocked"
        text={`The full AI readiness report for ${assessment.companyName} is already unlocked.`}
        href={`/report/${assessment.id}`}
        action="See Your Full Report"
      />
    );
  }
  return (
    <PaymentPanel
      assessmentId={assessment.id}
      companyName={assessment.companyName}
      price={reportPriceLabel()}
      cardEnabled={cardPaymentsEnabled()}
    />
  );
}
