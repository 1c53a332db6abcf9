"use client";

import {
  businessModelOptions,
  employeeOptions,
  headOfficeOptions,
  industryOptions,
  marketOptions,
  officeExpansionOptions,
  revenueOptions,
} from "@/model/assessment/profile-options";
import { questions } from "@/model/assessment/questions";
import { ChoiceField } from "./choice-field";
import { useAnswer, useDraftForm } from "./draft-form";
import { MultiChoiceField } from "./multi-choice-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

export function StepProfile() {
  const form = useDraftForm();
  const headOffice = useAnswer("headOfficeLocation");

  // Challenges belong to an industry: keep only those the new industry also offers. Their
  // lists come with step 2, so the first load does not carry them.
  const keepChallengesOf = (industry: string) =>
    import("@/model/assessment/challenges").then(({ challengesFor }) => {
      const offered = new Set(challengesFor(industry).map((c) => c.value));
      form.setValue(
        "businessChallenges",
        form.values().businessChallenges.filter((c) => offered.has(c)),
      );
    });

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="executiveName"
          label={questions.executiveName.question}
          required
          autoComplete="name"
        />
        <TextField
          name="executiveTitle"
          label={questions.executiveTitle.question}
          required
          autoComplete="organization-title"
          placeholder="e.g. CEO, Managing Director"
        />
        <TextField
          name="executiveEmail"
          label={questions.executiveEmail.question}
          type="email"
          required
          autoComplete="email"
          hint={questions.executiveEmail.hint}
        />
        <TextField
          name="companyName"
          label={questions.companyName.question}
          required
          autoComplete="organization"
        />
        <SelectField
          name="companyRevenue"
          label={questions.companyRevenue.question}
          options={revenueOptions}
          required
        />
        <SelectField
          name="companyEmployees"
          label={questions.companyEmployees.question}
          options={employeeOptions}
          required
        />
        <SelectField
          name="companyIndustry"
          label={questions.companyIndustry.question}
          options={industryOptions}
          required
          onValueChange={(industry) => void keepChallengesOf(industry)}
        />
        <SelectField
          name="companyMarkets"
          label={questions.companyMarkets.question}
          options={marketOptions}
          required
        />
      </div>
      <ChoiceField
        name="companyBusinessModel"
        label={questions.companyBusinessModel.question}
        options={businessModelOptions}
        required
        columns={3}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="headOfficeLocation"
          label={questions.headOfficeLocation.question}
          options={headOfficeOptions}
          required
          onValueChange={(value) => value !== "other" && form.setValue("customLocation", "")}
        />
        {headOffice === "other" && (
          <TextField name="customLocation" label={questions.customLocation.question} />
        )}
      </div>
      <MultiChoiceField
        name="officeExpansion"
        label={questions.officeExpansion.question}
        options={officeExpansionOptions}
        required
        columns={3}
      />
    </div>
  );
}
