"use client";

import { useState } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/platform/ui/alert-dialog";
import { buttonVariants } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { adminFetch, isAuthFailure, messageOf } from "./admin-session";
import { NOT_PROVIDED } from "./format";

export interface DeletableAssessment {
  id: string;
  executiveName: string;
  companyName: string;
  executiveEmail: string | null;
}

/** The warning of spec section 5, "Admin confirmations". */
export const DELETE_ASSESSMENT_WARNING =
  "The assessment data, generated reports, AI roadmaps and all related information will be permanently deleted. This action cannot be undone.";

/**
 * The confirmation before an assessment is deleted: who and which company, the warning, and
 * 'Deleting...' while the request runs. The dialog stays open until the answer comes.
 */
export function DeleteAssessmentDialog({
  assessment,
  open,
  onOpenChange,
  onDeleted,
}: {
  assessment: DeletableAssessment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault(); // the dialog closes when the delete is done, not on the click
    setDeleting(true);
    try {
      await adminFetch(`/api/admin/assessments/${assessment.id}`, { method: "DELETE" });
      toast({
        title: "Assessment deleted",
        description: `${assessment.companyName} and everything generated for it were deleted.`,
        variant: "success",
      });
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({
          variant: "destructive",
          title: `Failed to delete assessment: ${messageOf(error, "Please try again.")}`,
        });
      }
    } finally {
      setDeleting(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this assessment?</AlertDialogTitle>
          <AlertDialogDescription>
            You are about to permanently delete the assessment of:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/50 p-3 text-sm">
          <dt className="font-medium">Executive</dt>
          <dd>{assessment.executiveName}</dd>
          <dt className="font-medium">Company</dt>
          <dd>{assessment.companyName}</dd>
          <dt className="font-medium">Email</dt>
          <dd className="break-all">{assessment.executiveEmail || NOT_PROVIDED}</dd>
        </dl>
        <p className="text-sm font-medium text-destructive">{DELETE_ASSESSMENT_WARNING}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            disabled={deleting}
            aria-busy={deleting || undefined}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleting ? "Deleting..." : "Delete Assessment"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
