"use client";

import { Eye, ExternalLink, FileText, Loader2, Sparkles, Trash2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { adminFetch, isAuthFailure } from "./admin-session";
import { DeleteAssessmentDialog } from "./delete-assessment-dialog";
import type { AiRecommendation, AssessmentRow } from "./types";

/** 'Generated N AI tool recommendations!' (spec section 8). */
export const generatedMessage = (count: number) => `Generated ${count} AI tool recommendations!`;

/** The row actions of the assessments table: Report, View, View Assessment, AI Apps, Delete. */
export function AssessmentActions({
  row,
  onView,
  onDeleted,
}: {
  row: AssessmentRow;
  onView: (id: string) => void;
  onDeleted: () => void;
}) {
  const [generating, setGenerating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const forRow = <span className="sr-only"> for {row.companyName}</span>;

  async function generate() {
    setGenerating(true);
    try {
      const { recommendations } = await adminFetch<{ recommendations: AiRecommendation[] }>(
        `/api/admin/assessments/${row.id}/ai-recommendations`,
        { method: "POST" },
      );
      toast({ title: generatedMessage(recommendations.length), variant: "success" });
    } catch (error) {
      if (isAuthFailure(error)) return;
      toast({
        variant: "destructive",
        title:
          error instanceof ApiError
            ? "Failed to generate recommendations"
            : "Error generating recommendations",
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setGenerating(false);
    }
  }

  if (row.status === "draft") {
    // An in-progress lead has no report, roadmap or results yet.
    return (
      <div className="flex items-center gap-1">
        <Button type="button" variant="ghost" size="sm" onClick={() => onView(row.id)}>
          <Eye aria-hidden="true" />
          View{forRow}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          Delete{forRow}
        </Button>
        <DeleteAssessmentDialog
          assessment={row}
          open={confirming}
          onOpenChange={setConfirming}
          onDeleted={onDeleted}
        />
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1">
      <Button asChild variant="ghost" size="sm">
        <Link href={`/admin/report/${row.id}`}>
          <FileText aria-hidden="true" />
          Report{forRow}
        </Link>
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => onView(row.id)}>
        <Eye aria-hidden="true" />
        View{forRow}
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href={`/results/${row.id}`} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          View Assessment{forRow}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={generate}
        disabled={generating}
        aria-busy={generating || undefined}
      >
        {generating ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {generating ? "Generating..." : "AI Apps"}
        {forRow}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
        Delete{forRow}
      </Button>
      <DeleteAssessmentDialog
        assessment={row}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={onDeleted}
      />
    </div>
  );
}
