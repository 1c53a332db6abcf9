import { HeartHandshake } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { FamilyResult } from "@/lib/scoring";

const ratingVariant = {
  Advanced: "default",
  High: "secondary",
  Moderate: "outline",
  Low: "destructive",
} as const;

const parts = [
  ["preparednessScore", "Preparedness"],
  ["usageScore", "Household use"],
  ["childSafetyScore", "Child safety"],
  ["rulesScore", "Household rules"],
] as const;

export function FamilyScoreCard({ family }: { family: FamilyResult }) {
  const circumference = 2 * Math.PI * 26;
  return (
    <Card>
      <CardHeader>
        <HeartHandshake className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-base">Family AI readiness</CardTitle>
        <CardDescription>{family.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <div className="relative size-16 shrink-0">
            <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
              <circle
                cx="32"
                cy="32"
                r="26"
                fill="none"
                stroke="var(--secondary)"
                strokeWidth="7"
              />
              <circle
                cx="32"
                cy="32"
                r="26"
                fill="none"
                stroke="var(--primary)"
                strokeWidth="7"
                strokeLinecap="round"
                strokeDasharray={`${(family.score / 10) * circumference} ${circumference}`}
              />
            </svg>
            <span className="absolute inset-0 flex items-center justify-center text-lg font-bold tabular-nums">
              {family.score}
            </span>
          </div>
          <div className="grid gap-1">
            <span className="text-sm text-muted-foreground">{family.score} out of 10</span>
            <Badge variant={ratingVariant[family.rating]}>{family.rating}</Badge>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {parts.map(([key, label]) => (
            <div
              key={key}
              className="flex justify-between gap-2 rounded-md bg-secondary/60 px-3 py-2"
            >
              <dt>{label}</dt>
              <dd className="font-semibold tabular-nums">{family.breakdown[key]}/10</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
