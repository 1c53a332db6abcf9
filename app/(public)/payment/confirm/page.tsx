import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentConfirmation } from "@/capabilities/payments/components/payment-confirmation";
import { isAssessmentId } from "@/capabilities/leads/assessments/queries";
import { env } from "@/platform/env";

export const metadata: Metadata = { title: "Confirming Payment" };

export default async function PaymentConfirmPage({ searchParams }: PageProps<"/payment/confirm">) {
  const { assessment, session_id: sessionId } = await searchParams;
  if (typeof assessment !== "string" || !isAssessmentId(assessment)) notFound();
  return (
    <PaymentConfirmation
      assessmentId={assessment}
      paymentId={typeof sessionId === "string" ? sessionId : ""}
      amount={String(env.REPORT_PRICE_CENTS / 100)}
    />
  );
}
