"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import useSWR from "swr";

import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import type { ApiError } from "@/platform/http/api-client";
import { chapterLabel } from "@/capabilities/leads";
import { cn } from "@/platform/ui/utils";
import { FormAlert } from "./form-alert";
import { Field, ListField, Section } from "./detail-fields";
import { GeneratedSections } from "./detail-generated-sections";
import { bookingText } from "./booking-text";
import { consentSourceLabel, formatDateTime, NONE } from "./format";
import { LeadStatusBadge } from "./lead-score";
import type { AssessmentDetails } from "./types";

/**
 * The detail dialog ('View'), spec section 2: every answer, the scores and what was generated.
 * `instant`: no opening animation (a dialog opened by the address shows at once, fully opaque).
 */
export function AssessmentDetailDialog({
  id,
  onClose,
  instant = false,
}: {
  id: string | null;
  onClose: () => void;
  instant?: boolean;
}) {
  const details = useSWR<{ assessment: AssessmentDetails }, ApiError>(
    id ? `/api/admin/assessments/${id}/details` : null,
  );
  const a = details.data?.assessment;

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className={cn(
          "max-h-[90dvh] overflow-y-auto sm:max-w-3xl",
          instant && "data-[state=open]:animate-none",
        )}
      >
        <DialogHeader>
          <DialogTitle>
            {a ? `${titleOf(a)}: Assessment Details` : "Assessment Details"}
          </DialogTitle>
          <DialogDescription>
            {a
              ? descriptionOf(a)
              : "Everything the executive answered, the scores and what was generated."}
          </DialogDescription>
        </DialogHeader>
        {details.error ? (
          <FormAlert>
            {details.error.status === 404
              ? "The requested assessment could not be found."
              : `Failed to fetch details: ${details.error.message}`}
          </FormAlert>
        ) : !a ? (
          <p role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading details...
          </p>
        ) : (
          <DetailSections a={a} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function statusOf(a: AssessmentDetails): string {
  if (a.status === "completed") {
    return a.completedAt ? `Completed ${formatDateTime(a.completedAt)}` : "Completed";
  }
  return a.purgedAt ? "Expired draft" : "In progress";
}

const titleOf = (a: AssessmentDetails) => (a.purgedAt ? "Expired draft" : a.companyName);

/** Who and when, or for a lead in progress how far it got. */
function descriptionOf(a: AssessmentDetails): string {
  if (a.status === "completed") {
    return `Submitted ${formatDateTime(a.completedAt ?? a.createdAt)} by ${a.executiveName}.`;
  }
  if (a.purgedAt) {
    return `Started ${formatDateTime(a.createdAt)}; its answers were deleted ${formatDateTime(a.purgedAt)}.`;
  }
  return `Started ${formatDateTime(a.createdAt)} by ${a.executiveName}; in progress at step ${a.stepReached} of 5.`;
}

function DetailSections({ a }: { a: AssessmentDetails }) {
  const l = a.labels;
  const completed = a.status === "completed";
  /** A draft shows the steps it has: nothing of a step not reached yet. */
  const reached = (step: number) => completed || a.stepReached >= step;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        {a.status === "completed" ? (
          <>
            <LeadStatusBadge badge={a.leadBadge} />
            <Button asChild size="sm" variant="outline">
              <Link href={`/admin/report/${a.id}`}>Open Report</Link>
            </Button>
          </>
        ) : (
          <p className="text-sm font-medium">
            {a.purgedAt
              ? "Expired draft: its answers were deleted after 30 days."
              : `In progress: step ${a.stepReached} of 5 saved.`}
          </p>
        )}
      </div>

      <Section title="Lead">
        <Field label="Status" value={statusOf(a)} />
        <Field label="Step reached" value={`${a.stepReached} of 5`} />
        <Field label="Chapter" value={chapterLabel(a.chapter)} />
        <Field label="Source" value={a.source} />
        <Field label="Campaign" value={a.utmCampaign} />
        <Field label="Medium" value={a.utmMedium} />
        <Field label="Term" value={a.utmTerm} />
        <Field label="Content" value={a.utmContent} />
        <Field label="Referrer" value={a.referrer} />
        <Field label="Landing page" value={a.landingPath} />
        <Field label="Consultation" value={bookingText(a)} />
        <Field
          label="Insights and reminders"
          value={a.marketingConsent ? "Consented" : "No consent"}
        />
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-muted-foreground">Consent history</dt>
          <dd className="font-medium">
            {a.consentHistory.length === 0 ? (
              NONE
            ) : (
              <ul className="grid gap-1">
                {a.consentHistory.map((e, index) => (
                  <li key={`${e.createdAt}-${index}`}>
                    {e.given ? "Given" : "Withdrawn"} {formatDateTime(e.createdAt)} ·{" "}
                    {consentSourceLabel(e.source)} · wording {e.wordingVersion}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </Section>

      {a.purgedAt ? null : (
        <Section title="Executive Profile">
          <Field label="Name" value={a.executiveName} />
          <Field label="Title" value={a.executiveTitle} />
          <Field label="Email" value={a.executiveEmail} />
          {reached(3) ? (
            <Field
              label="AI confidence"
              value={a.aiConfidence === null ? null : `${a.aiConfidence}/10`}
            />
          ) : null}
        </Section>
      )}

      <Section title="Company Information">
        {a.purgedAt ? null : <Field label="Company" value={a.companyName} />}
        <Field label="Industry" value={l.companyIndustry} />
        <Field label="Revenue" value={l.companyRevenue} />
        <Field label="Employees" value={l.companyEmployees} />
        <Field label="Business model" value={l.companyBusinessModel} />
        <Field label="Markets" value={l.companyMarkets} />
        <Field label="Head office" value={l.headOfficeLocation} />
        <ListField label="Office expansion" items={l.officeExpansion} />
      </Section>

      {reached(2) ? (
        <Section title="Business Challenges">
          <ListField label="Challenges" items={l.businessChallenges} />
          <Field label="Other challenge" value={a.otherChallenge} />
        </Section>
      ) : null}

      {reached(3) ? (
        <Section title="AI Assessment Data">
          <ListField label="AI tools used" items={l.aiToolsUsed} />
          <Field label="AI experience" value={a.aiExperience} />
          <Field label="AI perception" value={l.aiPerception} />
          {reached(4) ? (
            <>
              <ListField label="Organization AI elements" items={l.orgAiElements} />
              <Field label="Organization posture" value={l.orgPosture} />
              <Field label="AI friction" value={a.aiFriction} />
              <ListField label="Departments" items={l.aiDepartments} />
              <ListField label="Enterprise platforms" items={l.enterprisePlatforms} />
              <Field label="Other platforms" value={a.otherPlatforms} />
            </>
          ) : null}
        </Section>
      ) : null}

      {reached(5) ? (
        <Section title="Family AI Readiness">
          <Field label="Preparedness" value={l.preparednessLevel} />
          <ListField label="Household AI use" items={l.householdAiUse} />
          <ListField label="Child AI concerns" items={l.childAiConcerns} />
          <Field label="Household rules" value={l.rulesForChildren} />
        </Section>
      ) : null}

      {completed ? <GeneratedSections a={a} /> : null}
    </div>
  );
}
