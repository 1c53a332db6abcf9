import {
  BarChart3,
  Compass,
  FileText,
  Layers,
  Mail,
  Scale,
  Target,
  TrendingUp,
  Wrench,
} from "@/platform/ui/icons";
import Link from "next/link";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import type { Results } from "@/capabilities/report/results";
import { PeerBenchmarkCard } from "./peer-benchmark-card";
import { ReadinessBreakdown } from "./readiness-breakdown";

const includes = [
  { icon: Layers, text: "A detailed AI readiness scorecard with the reasons behind your score" },
  { icon: Compass, text: "A three-phase strategic roadmap with quick wins" },
  { icon: BarChart3, text: "Industry benchmarks and examples from your sector" },
  { icon: Wrench, text: "AI tools matched to your departments and platforms" },
  { icon: FileText, text: "Risks and how to mitigate them, plus your family AI readiness" },
  { icon: Mail, text: "A PDF copy of the report by e-mail" },
];

function Stat({
  icon: Icon,
  title,
  value,
  text,
}: {
  icon: typeof Target;
  title: string;
  value: string;
  text: string;
}) {
  return (
    <Card>
      <CardHeader>
        <Icon className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold">{value}</p>
        <CardDescription>{text}</CardDescription>
      </CardContent>
    </Card>
  );
}

export function AssessmentSummary({ results }: { results: Results }) {
  const { assessment, readiness, benchmark, outlook } = results;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Thank you, {assessment.executiveName}
        </h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Your assessment for {assessment.companyName} is complete. Here is your score and why; your
          strategic roadmap is on its way to your inbox.
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          icon={Target}
          title="AI readiness score"
          value={`${readiness.score}/100`}
          text="Where you stand today, from six pillars."
        />
        <Stat
          icon={TrendingUp}
          title="Growth potential"
          value={`+${outlook.growthPoints} points`}
          text="Within reach from the three changes below."
        />
        <Stat
          icon={Scale}
          title="Organizational alignment"
          value={outlook.alignment}
          text={`Leadership ${outlook.leadership}/50, capability ${outlook.capability}/50.`}
        />
      </div>

      <ReadinessBreakdown readiness={readiness} />
      <PeerBenchmarkCard benchmark={benchmark} industry={assessment.companyIndustry} />

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Your full report will include</CardTitle>
          <CardDescription>
            The report is typically completed 2-5 minutes after payment.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {includes.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href={`/payment?assessment=${assessment.id}`}>Generate Full Report</Link>
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/">Return Home</Link>
        </Button>
      </div>
      <p className="text-center text-sm text-muted-foreground">
        Not ready for the full report?{" "}
        <Link
          href={`/thank-you/${assessment.id}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          See your next steps
        </Link>
      </p>
    </div>
  );
}
