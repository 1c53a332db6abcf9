"use client";

import { Loader2, TicketCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiFetch } from "@/lib/api-client";
import { CODE_FIELD } from "./coupon-code";

/**
 * The coupon form. Its labelled field comes rendered from the server (`field`: CouponField) and its button is a plain one in the Button's looks, so the page's script does
 * without tailwind-merge; the form follows the typed code through its change events.
 */
export function CouponForm({ assessmentId, field }: { assessmentId: string; field: ReactNode }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setPending(true);
    try {
      await apiFetch("/api/validate-coupon", { method: "POST", json: { code, assessmentId } });
      toast({
        title: "Coupon Applied Successfully!",
        description: "Your full report is unlocked.",
        variant: "success",
      });
      const query = new URLSearchParams({ paid: "coupon", code: code.trim().toUpperCase() });
      setTimeout(() => router.push(`/save-account/${assessmentId}?${query}`), 1500);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError) {
        toast({
          title: error.status === 429 ? "Too Many Attempts" : "Invalid Coupon Code",
          description: error.message || "Please check your coupon code and try again.",
          variant: "destructive",
        });
      } else {
        toast({
          title: "Error",
          description: "Failed to validate coupon. Please try again.",
          variant: "destructive",
        });
      }
    }
  };

  return (
    <form
      onSubmit={submit}
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement && target.name === CODE_FIELD) {
          setCode(target.value);
        }
      }}
      className="grid gap-4"
    >
      {field}
      <button
        type="submit"
        data-slot="button"
        className={buttonVariants({ size: "lg" })}
        disabled={!code.trim() || pending}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <TicketCheck aria-hidden="true" />
        )}
        Apply Coupon
      </button>
    </form>
  );
}
