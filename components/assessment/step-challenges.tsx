"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { challengesFor } from "@/lib/assessment/challenges";
import { labelOf, industryOptions } from "@/lib/assessment/options";
import { challengesHint, questions } from "@/lib/assessment/questions";
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
        label={questions.businessChallenges.question}
        hint={challengesHint(industryName)}
        options={challengesFor(industry)}
        required
        columns={2}
      />
      <TextField
        name="otherChallenge"
        label={questions.otherChallenge.question}
        multiline
        hint={questions.otherChallenge.hint}
      />
    </div>
  );
}
