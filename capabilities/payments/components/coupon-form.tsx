"use client";

import { Loader2, TicketCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { toast } from "@/platform/ui/use-toast";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { CODE_ERROR_ID, CODE_FIELD } from "./coupon-code";

const RETRY = "Please check your coupon code and try again.";
const NETWORK = "Failed to validate coupon. Please try again.";

/**
 * The coupon form. Its labelled field comes rendered from the server (`field`: CouponField)
 * and its button is a plain one in the Button's looks, so the page's script does without
 * tailwind-merge; the form follows the typed code through its change events. A refused code
 * is said under the field (an alert the field is described by, the field marked invalid) as
 * well as in a toast; typing again clears it.
 */
export function CouponForm({ assessmentId, field }: { assessmentId: string; field: ReactNode }) {
  const router = useRouter();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The field is the server's: its invalid state and description follow the message here.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem(CODE_FIELD);
    if (!(input instanceof HTMLInputElement)) return;
    if (error) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", CODE_ERROR_ID);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  }, [error]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setPending(true);
    setError(null);
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
        const description = error.message || RETRY;
        setError(description);
        toast({
          title: error.status === 429 ? "Too Many Attempts" : "Invalid Coupon Code",
          description,
          variant: "destructive",
        });
      } else {
        setError(NETWORK);
        toast({ title: "Error", description: NETWORK, variant: "destructive" });
      }
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement && target.name === CODE_FIELD) {
          setCode(target.value);
          setError(null);
        }
      }}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        {field}
        {/* Always in the page, so the message is announced when it appears. */}
        <p id={CODE_ERROR_ID} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      </div>
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
