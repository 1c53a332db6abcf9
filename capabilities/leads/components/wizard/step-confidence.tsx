"use client";

import { Slider } from "@/platform/ui/slider";
import { aiToolOptions, perceptionOptions } from "@/model/assessment/options";
import { questions } from "@/model/assessment/questions";
import { ChoiceField } from "./choice-field";
import { FieldShell } from "@/platform/ui/field-shell";
import { useDraftField } from "./draft-form";
import { MultiChoiceField } from "./multi-choice-field";
import { TextField } from "./text-field";

function ConfidenceSlider() {
  const field = useDraftField("aiConfidence");
  const value = Number(field.value) || 5;
  return (
    <FieldShell
      id="aiConfidence"
      label={questions.aiConfidence.question}
      required
      error={field.error}
    >
      <div className="flex items-center gap-4">
        <Slider
          id="aiConfidence"
          min={1}
          max={10}
          step={1}
          value={[value]}
          onValueChange={([next]) => field.onChange(next)}
          aria-label="AI confidence from 1 to 10"
          className="flex-1"
        />
        <output
          htmlFor="aiConfidence"
          className="w-14 text-right text-lg font-semibold tabular-nums"
        >
          {value}/10
        </output>
      </div>
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>Not confident</span>
        <span>Very confident</span>
      </div>
    </FieldShell>
  );
}

export function StepConfidence() {
  return (
    <div className="grid gap-8">
      <ConfidenceSlider />
      <MultiChoiceField
        name="aiToolsUsed"
        label={questions.aiToolsUsed.question}
        options={aiToolOptions}
        required
        columns={3}
      />
      <TextField
        name="aiExperience"
        label={questions.aiExperience.question}
        multiline
        hint={questions.aiExperience.hint}
      />
      <ChoiceField
        name="aiPerception"
        label={questions.aiPerception.question}
        options={perceptionOptions}
        required
      />
    </div>
  );
}
