"use client";

import { CheckCircle2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import useSWR from "swr";
import { toast } from "@/platform/ui/use-toast";
import { fetchJson } from "@/platform/http/api-client";

/**
 * Stripe's success URL proves nothing: the report unlocks when Stripe's signed webhook
 * arrives. This page waits for it by polling the payment status.
 */
export function PaymentConfirmation({
  assessmentId,
  paymentId,
  amount,
}: {
  assessmentId: string;
  paymentId: string;
  amount: string;
}) {
  const router = useRouter();
  const { data } = useSWR<{ isPaid: boolean }>(
    `/api/assessments/${assessmentId}/payment-status`,
    fetchJson,
    {
      refreshInterval: (latest) => (latest?.isPaid ? 0 : 2000),
    },
  );
  const announced = useRef(false);

  useEffect(() => {
    if (!data?.isPaid || announced.current) return;
    announced.current = true;
    toast({
      title: "Payment Successful!",
      description: "Your full report is unlocked.",
      variant: "success",
    });
    const query = new URLSearchParams({ paid: "card", amount, paymentId });
    const timer = setTimeout(() => router.push(`/save-account/${assessmentId}?${query}`), 1500);
    return () => clearTimeout(timer);
  }, [data?.isPaid, assessmentId, amount, paymentId, router]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-20 text-center"
    >
      {data?.isPaid ? (
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      ) : (
        <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
      )}
      <h1 className="text-2xl font-bold tracking-tight">
        {data?.isPaid ? "Payment confirmed" : "Confirming your payment"}
      </h1>
      <p className="text-muted-foreground">
        {data?.isPaid
          ? "Thank you. Taking you to your report..."
          : "We are waiting for Stripe to confirm your payment. This usually takes a few seconds; this page updates by itself."}
      </p>
    </div>
  );
}
