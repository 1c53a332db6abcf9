/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";

import "@/tests/helpers/polyfills";
import { challengesHint, questions } from "@/model/assessment/questions";
import { stepFields } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { DraftFormProvider, useNewDraftForm } from "./draft-form";
import { emptyDraft, type AssessmentDraft } from "./form-types";
import { StepChallenges } from "./step-challenges";
import { StepConfidence } from "./step-confidence";
import { StepFamily } from "./step-family";
import { StepOrganisation } from "./step-organisation";
import { StepProfile } from "./step-profile";

/**
 * The wizard asks each question in the words of model/assessment/questions.ts, the same words
 * the model's prompt sends beside each answer.
 */

const steps: ComponentType[] = [
  StepProfile,
  StepChallenges,
  StepConfidence,
  StepOrganisation,
  StepFamily,
];

// The conditional questions shown: head office "other", household use "other".
const draft: AssessmentDraft = {
  ...emptyDraft,
  ...makeAnswers({ headOfficeLocation: "other", householdAiUse: ["other"] }),
} as AssessmentDraft;

function WithForm({ children }: { children: ReactNode }) {
  const form = useNewDraftForm(draft);
  return <DraftFormProvider form={form}>{children}</DraftFormProvider>;
}

it.each(steps.map((Step, index) => [index + 1, Step] as const))(
  "step %i shows every one of its questions, and their hints, as the map words them",
  (step, Step) => {
    render(
      <WithForm>
        <Step />
      </WithForm>,
    );
    for (const field of stepFields[step - 1]) {
      const { question, hint } = questions[field];
      expect(screen.getAllByText(question).length).toBeGreaterThan(0);
      if (hint && field !== "businessChallenges") expect(screen.getByText(hint)).toBeVisible();
    }
  },
);

it("names the executive's industry in the challenges hint", () => {
  render(
    <WithForm>
      <StepChallenges />
    </WithForm>,
  );
  expect(screen.getByText(challengesHint("Technology"))).toBeVisible();
});
