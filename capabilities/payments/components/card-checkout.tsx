"use client";

import { Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { toast } from "@/platform/ui/use-toast";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/** Card payments happen on Stripe's checkout page: no card number ever reaches our server. */
export function CardCheckout({
  assessmentId,
  enabled,
  price,
}: {
  assessmentId: string;
  enabled: boolean;
  price: string;
}) {
  const [pending, setPending] = useState(false);

  if (!enabled) {
    return (
      <p role="status" className="rounded-lg border border-border bg-secondary/60 p-4 text-sm">
        Card payments are not configured on this site yet. Please use a coupon code, or contact us
        to arrange payment.
      </p>
    );
  }

  const pay = async () => {
    setPending(true);
    try {
      const { url } = await apiFetch<{ url: string }>("/api/process-payment", {
        method: "POST",
        json: { assessmentId },
      });
      window.location.assign(url);
    } catch (error) {
      setPending(false);
      toast({
        title: error instanceof ApiError ? "Payment Failed" : "Error",
        description:
          (error instanceof ApiError && error.message) ||
          "Payment processing failed. Please try again.",
        variant: "destructive",
      });
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        You will enter your card on Stripe&apos;s secure checkout page and come straight back here.
      </p>
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ size: "lg" })}
        onClick={pay}
        disabled={pending}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Lock aria-hidden="true" />
        )}
        Pay {price} securely
      </button>
    </div>
  );
}
