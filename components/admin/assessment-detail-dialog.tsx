"use client";

import { Loader2 } from "lucide-react";
import Link from "next/link";
import useSWR from "swr";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ApiError } from "@/lib/api-client";
import { chapterLabel } from "@/lib/funnel/attribution";
import { cn } from "@/lib/utils";
import { FormAlert } from "./form-alert";
import {
  consentSourceLabel,
  contentText,
  formatDateTime,
  NONE,
  orNotProvided,
  readinessOutOf100,
  yesNo,
} from "./format";
import { LeadStatusBadge } from "./lead-score";
import type { AssessmentDetails } from "./types";
import { TeamRetakesFields } from "@/components/progress/team-retakes";

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

/** Scores, tools, questions and roadmap: what a completed assessment got. */
function GeneratedSections({ a }: { a: AssessmentDetails }) {
  const questions = a.followUpQuestions;
  const roadmap = contentText(a.roadmapContent);
  return (
    <>
      <Section title="Scoring & Results">
        <Field label="AI readiness score" value={readinessOutOf100(a.aiReadinessScore)} />
        <Field
          label="Lead score"
          value={a.leadScore === null ? "Not calculated" : `${a.leadScore}/10`}
        />
        <Field label="Lead qualified" value={yesNo(a.leadQualified)} />
        <Field label="Roadmap generated" value={yesNo(a.roadmapGenerated)} />
      </Section>
      {a.teamAndRetakes && (
        <Section title="Team & retakes">
          <TeamRetakesFields team={a.teamAndRetakes} />
        </Section>
      )}

      <section aria-labelledby={`${a.id}-tools`} className="grid gap-2">
        <h3 id={`${a.id}-tools`} className="font-semibold">
          AI Tool Recommendations
        </h3>
        {a.aiRecommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NONE}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {a.aiRecommendations.map((tool, index) => (
              <li key={`${tool.name}-${index}`} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{tool.name}</span>
                  {tool.priority ? <Badge variant="outline">{tool.priority} priority</Badge> : null}
                </div>
                <p className="mt-1 text-muted-foreground">Pricing: {orNotProvided(tool.pricing)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${a.id}-questions`} className="grid gap-2">
        <h3 id={`${a.id}-questions`} className="font-semibold">
          Follow-up Questions
        </h3>
        {!questions ? (
          <p className="text-sm text-muted-foreground">{NOT_GENERATED}</p>
        ) : (
          <>
            <ol className="grid gap-3">
              {[questions.q1, questions.q2, questions.q3].map((q) => (
                <li key={q.topic} className="rounded-md border p-3 text-sm">
                  <p className="font-medium">{q.topic}</p>
                  <p className="mt-1">{q.primary}</p>
                  <p className="mt-1 text-muted-foreground">Follow-up: {q.followup}</p>
                </li>
              ))}
            </ol>
            <p className="text-xs text-muted-foreground">
              Generated {formatDateTime(questions.generatedAt)} · Prompt version{" "}
              {orNotProvided(questions.promptVersion)}
            </p>
          </>
        )}
      </section>

      <section aria-labelledby={`${a.id}-roadmap`} className="grid gap-2">
        <h3 id={`${a.id}-roadmap`} className="font-semibold">
          Roadmap Content
        </h3>
        {roadmap ? (
          <details className="rounded-md border">
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              Show raw roadmap content
            </summary>
            <pre className="border-t px-3 py-2 text-xs break-all whitespace-pre-wrap">
              {roadmap}
            </pre>
          </details>
        ) : (
          <p className="text-sm text-muted-foreground">{NOT_GENERATED}</p>
        )}
      </section>
    </>
  );
}

const NOT_GENERATED = "Not generated yet";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `detail-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{orNotProvided(value)}</dd>
    </div>
  );
}

function ListField({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{items.length ? items.join(", ") : NONE}</dd>
    </div>
  );
}
