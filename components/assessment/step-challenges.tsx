"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { challengesFor } from "@/lib/assessment/challenges";
import { labelOf, industryOptions } from "@/lib/assessment/options";
import type { AssessmentDraft } from "./form-types";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepChallenges() {
  const { control } = useFormContext<AssessmentDraft>();
  const industry = useWatch({ control, name: "companyIndustry" });
  const industryName =
    industry && industry !== "other" ? labelOf(industryOptions, industry) : "your industry";
  return (
    <div className="grid gap-6">
      <MultiChoiceField
        name="businessChallenges"
        label="Which challenges matter most to your business right now?"
        hint={`Common challenges in ${industryName}. Select all that apply.`}
        options={challengesFor(industry)}
        required
        columns={2}
      />
      <TextField
        name="otherChallenge"
        label="Any other challenge?"
        multiline
        hint="Optional: in your own words."
      />
    </div>
  );
}
