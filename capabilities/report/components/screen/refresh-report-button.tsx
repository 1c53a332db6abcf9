"use client";

import { Loader2, RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { toast } from "@/platform/ui/use-toast";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/** 'Refresh Report': generates the report again, then shows the page with the new one. */
export function RefreshReportButton({ assessmentId }: { assessmentId: string }) {
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await apiFetch(`/api/assessments/${assessmentId}/report`, { method: "POST" });
      router.refresh();
      toast({
        title: "Report refreshed",
        description: "Your report was generated again from your latest data.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Report Error",
        description: error instanceof ApiError ? error.message : "Failed to fetch report",
        variant: "destructive",
      });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    // A plain button in the Button's looks: the page's script does without tailwind-merge.
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant: "outline" })}
      onClick={refresh}
      disabled={refreshing}
    >
      {refreshing ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <RefreshCw aria-hidden="true" />
      )}
      Refresh <span className="max-sm:sr-only">Report</span>
    </button>
  );
}
