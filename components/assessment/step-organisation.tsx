"use client";

import {
  departmentOptions,
  orgElementOptions,
  platformOptions,
  postureOptions,
} from "@/lib/assessment/options";
import { ChoiceField } from "./choice-field";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

export function StepOrganisation() {
  return (
    <div className="grid gap-8">
      <MultiChoiceField
        name="orgAiElements"
        label="What does your organisation already have in place for AI?"
        options={orgElementOptions}
        required
      />
      <ChoiceField
        name="orgPosture"
        label="Which best describes your organisation's posture toward AI?"
        options={postureOptions}
        required
      />
      <TextField
        name="aiFriction"
        label="Where does AI adoption meet friction?"
        multiline
        hint="Optional: people, data, budget, risk..."
      />
      <MultiChoiceField
        name="aiDepartments"
        label="Which departments would benefit most from AI?"
        options={departmentOptions}
        required
        columns={3}
      />
      <MultiChoiceField
        name="enterprisePlatforms"
        label="Which business platforms do you use?"
        options={platformOptions}
        required
        columns={3}
      />
      <TextField
        name="otherPlatforms"
        label="Other platforms"
        hint="Optional: any other core systems."
      />
    </div>
  );
}
