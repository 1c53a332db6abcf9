import { Building2, Gauge, Sparkles } from "@/platform/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import {
  employeeOptions,
  headOfficeOptions,
  labelOf,
  postureOptions,
  revenueOptions,
} from "@/model/assessment/options";
import type { AssessmentWithAnswers } from "@/capabilities/leads";
import { industryShown } from "@/model/documents/format";

export function ConfidenceCard({ confidence }: { confidence: number }) {
  return (
    <Card>
      <CardHeader>
        <Gauge className="card-icon" aria-hidden="true" />
        <CardTitle className="text-base">Your AI confidence</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">{confidence}/10</p>
        <CardDescription>
          {confidence >= 7
            ? "A confident, hands-on leader."
            : confidence >= 4
              ? "Comfortable, with room to grow."
              : "Early in your own AI journey."}
        </CardDescription>
      </CardContent>
    </Card>
  );
}

export function PostureCard({ posture }: { posture: string }) {
  const option = postureOptions.find((o) => o.value === posture);
  return (
    <Card>
      <CardHeader>
        <Sparkles className="card-icon" aria-hidden="true" />
        <CardTitle className="text-base">Organization posture</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{option?.label ?? posture}</p>
        {option?.description && <CardDescription>{option.description}</CardDescription>}
      </CardContent>
    </Card>
  );
}

type CompanyProfile = Pick<
  AssessmentWithAnswers,
  | "companyName"
  | "companyIndustry"
  | "companyRevenue"
  | "companyEmployees"
  | "headOfficeLocation"
  | "customLocation"
>;

/**
 * The company's profile; its industry is the one the report's cover names (the kind of business
 * the answers show under "Other"), never another.
 */
export function CompanyProfileCard({
  assessment,
  sector,
}: {
  assessment: CompanyProfile;
  sector?: string;
}) {
  const location =
    assessment.headOfficeLocation === "other"
      ? assessment.customLocation || "Other"
      : labelOf(headOfficeOptions, assessment.headOfficeLocation);
  const rows = [
    ["Industry", industryShown({ industry: assessment.companyIndustry, sector })],
    ["Revenue", labelOf(revenueOptions, assessment.companyRevenue)],
    ["Employees", labelOf(employeeOptions, assessment.companyEmployees)],
    ["Location", location || "Not provided"],
  ];
  return (
    <Card>
      <CardHeader>
        <Building2 className="card-icon" aria-hidden="true" />
        <CardTitle className="text-base">{assessment.companyName}</CardTitle>
        <CardDescription>Company profile</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="profile-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
