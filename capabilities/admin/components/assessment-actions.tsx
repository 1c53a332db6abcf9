"use client";

import {
  ChevronDown,
  Eye,
  ExternalLink,
  FileText,
  Loader2,
  MoreHorizontal,
  Scale,
  Sparkles,
  Trash2,
} from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/platform/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/platform/ui/dropdown-menu";
import { toast } from "@/platform/ui/use-toast";
import { ApiError } from "@/platform/http/api-client";
import { adminFetch, isAuthFailure } from "./admin-session";
import { DeleteAssessmentDialog } from "./delete-assessment-dialog";
import { LegalHoldDialog } from "./legal-hold-dialog";
import type { AiRecommendation, AssessmentRow } from "./types";

/** 'Generated N AI tool recommendations!' (spec section 8). */
export const generatedMessage = (count: number) => `Generated ${count} AI tool recommendations!`;

/**
 * The row actions of the assessments table in one menu ("Actions for {company}"): Report,
 * View, View Assessment, AI Apps, Legal hold, Delete; a draft has View, Legal hold and Delete. One menu keeps
 * the row narrow enough for a phone and the table's columns in view on a desktop.
 */
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
  const [holding, setHolding] = useState(false);
  const completed = row.status !== "draft";

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

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="max-sm:h-11 max-sm:px-4"
            aria-label={`Actions for ${row.companyName}`}
            aria-busy={generating || undefined}
          >
            {generating ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <MoreHorizontal aria-hidden="true" />
            )}
            Actions
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          {completed ? (
            <DropdownMenuItem asChild>
              <Link href={`/admin/report/${row.id}`}>
                <FileText aria-hidden="true" />
                Report
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => onView(row.id)}>
            <Eye aria-hidden="true" />
            View details
          </DropdownMenuItem>
          {completed ? (
            <>
              <DropdownMenuItem asChild>
                <a href={`/results/${row.id}`} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View Assessment
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem disabled={generating} onSelect={() => void generate()}>
                <Sparkles aria-hidden="true" />
                {generating ? "Generating..." : "AI Apps"}
              </DropdownMenuItem>
            </>
          ) : null}
          <DropdownMenuItem onSelect={() => setHolding(true)}>
            <Scale aria-hidden="true" />
            Legal hold
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LegalHoldDialog assessment={row} open={holding} onOpenChange={setHolding} />
      <DeleteAssessmentDialog
        assessment={row}
        open={confirming}
        onOpenChange={setConfirming}
        onDeleted={onDeleted}
      />
    </>
  );
}
