"use client";

import { useFormContext, useWatch } from "react-hook-form";
import {
  childConcernOptions,
  householdRulesOptions,
  householdUseOptions,
  preparednessOptions,
} from "@/lib/assessment/options";
import { ChoiceField } from "./choice-field";
import type { AssessmentDraft } from "./form-types";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepFamily() {
  const { control } = useFormContext<AssessmentDraft>();
  const uses = useWatch({ control, name: "householdAiUse" });
  return (
    <div className="grid gap-8">
      <ChoiceField
        name="preparednessLevel"
        label="How prepared is your family for a world shaped by AI?"
        options={preparednessOptions}
        required
        columns={3}
      />
      <MultiChoiceField
        name="householdAiUse"
        label="How does your household use AI today?"
        options={householdUseOptions}
        required
        columns={2}
      />
      {uses.includes("other") && (
        <TextField name="householdAiUseOther" label="Other household use" />
      )}
      <MultiChoiceField
        name="childAiConcerns"
        label="What concerns you about children and AI?"
        options={childConcernOptions}
        required
        columns={2}
      />
      <ChoiceField
        name="rulesForChildren"
        label="Which best describes your household rules for AI?"
        options={householdRulesOptions}
        required
        columns={2}
      />
    </div>
  );
}
