"use client";

import {
  departmentOptions,
  orgElementOptions,
  platformOptions,
  postureOptions,
} from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { ChoiceField } from "./choice-field";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepOrganisation() {
  return (
    <div className="grid gap-8">
      <MultiChoiceField
        name="orgAiElements"
        label={questions.orgAiElements.question}
        options={orgElementOptions}
        required
      />
      <ChoiceField
        name="orgPosture"
        label={questions.orgPosture.question}
        options={postureOptions}
        required
      />
      <TextField
        name="aiFriction"
        label={questions.aiFriction.question}
        multiline
        hint={questions.aiFriction.hint}
      />
      <MultiChoiceField
        name="aiDepartments"
        label={questions.aiDepartments.question}
        options={departmentOptions}
        required
        columns={3}
      />
      <MultiChoiceField
        name="enterprisePlatforms"
        label={questions.enterprisePlatforms.question}
        options={platformOptions}
        required
        columns={3}
      />
      <TextField
        name="otherPlatforms"
        label={questions.otherPlatforms.question}
        hint={questions.otherPlatforms.hint}
      />
    </div>
  );
}
