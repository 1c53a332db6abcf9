"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { legalHoldSchema } from "@/capabilities/privacy";
import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import { Label } from "@/platform/ui/label";
import { Textarea } from "@/platform/ui/textarea";
import { toast } from "@/platform/ui/use-toast";
import { adminFetch, isAuthFailure, messageOf } from "./admin-session";

type Values = z.output<typeof legalHoldSchema>;

/** "Legal hold": the lead is kept through purges, erasure requests and deletes, with a reason. */
export function LegalHoldDialog({
  assessment,
  open,
  onOpenChange,
}: {
  assessment: { id: string; companyName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const form = useForm<z.input<typeof legalHoldSchema>, unknown, Values>({
    resolver: zodResolver(legalHoldSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Values) {
    try {
      const { message } = await adminFetch<{ message: string }>(
        `/api/admin/assessments/${assessment.id}/hold`,
        { method: "PUT", json: values },
      );
      toast({ title: message, description: assessment.companyName, variant: "success" });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (isAuthFailure(error)) return;
      toast({
        variant: "destructive",
        title: `Not held: ${messageOf(error, "Please try again.")}`,
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Put {assessment.companyName} on legal hold?</DialogTitle>
          <DialogDescription>
            The lead is kept through retention purges, its owner&apos;s erasure request and deletes
            until the hold is lifted on the Privacy tab.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-error` : undefined}
              {...form.register("reason")}
            />
            {errors.reason?.message ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {errors.reason.message}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? "Holding..." : "Put on hold"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
