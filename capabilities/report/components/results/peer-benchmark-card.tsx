import { Users } from "@/platform/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import { industryOptions, labelOf } from "@/model/assessment/options";
import type { Results } from "@/capabilities/report/results";

export function PeerBenchmarkCard({
  benchmark,
  industry,
}: {
  benchmark: Results["benchmark"];
  industry: string;
}) {
  // The option "Other" is no noun: "no other Other companies" reads as a seam (review r18).
  const companies =
    industry === "other"
      ? "companies outside the listed industries"
      : `${labelOf(industryOptions, industry)} companies`;
  const peersLabel =
    benchmark.scope === "industry-and-size" ? `${companies} of your size` : companies;
  return (
    <Card>
      <CardHeader>
        <Users className="card-icon" aria-hidden="true" />
        <CardTitle className="text-base">Peer benchmark</CardTitle>
        <CardDescription>Compared with other executives who took this assessment.</CardDescription>
      </CardHeader>
      <CardContent>
        {benchmark.enoughPeers ? (
          <p className="text-sm">
            Your score is higher than{" "}
            <strong className="text-2xl font-bold tabular-nums">{benchmark.percentile}%</strong> of{" "}
            {benchmark.peerCount} {peersLabel}.
          </p>
        ) : (
          <p className="muted-note">
            Not enough peers yet:{" "}
            {benchmark.peerCount === 0 ? "no other" : `only ${benchmark.peerCount} other`}{" "}
            {benchmark.peerCount === 1 ? companies.replace("companies", "company") : companies}{" "}
            {benchmark.peerCount === 1 ? "has" : "have"} taken the assessment. We show your standing
            once at least 5 have.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
