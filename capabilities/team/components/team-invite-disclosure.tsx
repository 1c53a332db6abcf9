import { Users } from "@/platform/ui/icons";
import Link from "next/link";
import { InvitePanel } from "./invite-panel";

/** My Reports: the invite panel of one assessment, folded away until asked for. */
export function TeamInviteDisclosure({
  assessmentId,
  companyName,
}: {
  assessmentId: string;
  companyName: string;
}) {
  return (
    <details className="group grid gap-3 rounded-lg border p-3 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
        <Users className="size-4 text-primary" aria-hidden="true" />
        Leadership team
        <span className="sr-only"> of {companyName}</span>
      </summary>
      <div className="mt-3 grid gap-3">
        <InvitePanel assessmentId={assessmentId} linkExpiresAt={null} />
        <Link
          href={`/results/${assessmentId}#leadership-alignment`}
          className="text-primary underline-offset-4 hover:underline"
        >
          See Leadership Alignment
          <span className="sr-only"> for {companyName}</span>
        </Link>
      </div>
    </details>
  );
}
