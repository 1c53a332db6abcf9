"use client";

import { challengesFor } from "@/model/assessment/challenges";
import { labelOf, industryOptions } from "@/model/assessment/options";
import { challengesHint, questions } from "@/model/assessment/questions";
import { useAnswer } from "./draft-form";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepChallenges() {
  const industry = useAnswer("companyIndustry");
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
