"use client";

import {
  childConcernOptions,
  householdRulesOptions,
  householdUseOptions,
  preparednessOptions,
} from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { ChoiceField } from "./choice-field";
import { useAnswer } from "./draft-form";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepFamily() {
  const uses = useAnswer("householdAiUse");
  return (
    <div className="grid gap-8">
      <ChoiceField
        name="preparednessLevel"
        label={questions.preparednessLevel.question}
        options={preparednessOptions}
        required
        columns={3}
      />
      <MultiChoiceField
        name="householdAiUse"
        label={questions.householdAiUse.question}
        options={householdUseOptions}
        required
        columns={2}
      />
      {uses.includes("other") && (
        <TextField name="householdAiUseOther" label={questions.householdAiUseOther.question} />
      )}
      <MultiChoiceField
        name="childAiConcerns"
        label={questions.childAiConcerns.question}
        options={childConcernOptions}
        required
        columns={2}
      />
      <ChoiceField
        name="rulesForChildren"
        label={questions.rulesForChildren.question}
        options={householdRulesOptions}
        required
        columns={2}
      />
    </div>
  );
}
