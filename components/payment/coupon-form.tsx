"use client";

import { Loader2, TicketCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiFetch } from "@/lib/api-client";

export function CouponForm({ assessmentId }: { assessmentId: string }) {
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
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor="coupon-code" className="text-sm font-medium">
          Coupon code
        </label>
        <Input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="e.g. LEADERS2025"
        />
      </div>
      <Button type="submit" size="lg" disabled={!code.trim() || pending}>
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <TicketCheck aria-hidden="true" />
        )}
        Apply Coupon
      </Button>
    </form>
  );
}
