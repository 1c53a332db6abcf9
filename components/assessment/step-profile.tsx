"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { challengesFor } from "@/lib/assessment/challenges";
import {
  businessModelOptions,
  employeeOptions,
  headOfficeOptions,
  industryOptions,
  marketOptions,
  officeExpansionOptions,
  revenueOptions,
} from "@/lib/assessment/options";
import { ChoiceField } from "./choice-field";
import type { AssessmentDraft } from "./form-types";
import { MultiChoiceField } from "./multi-choice-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

export function StepProfile() {
  const { control, getValues, setValue } = useFormContext<AssessmentDraft>();
  const headOffice = useWatch({ control, name: "headOfficeLocation" });

  // Challenges belong to an industry: keep only those the new industry also offers.
  const keepChallengesOf = (industry: string) => {
    const offered = new Set(challengesFor(industry).map((c) => c.value));
    setValue(
      "businessChallenges",
      getValues("businessChallenges").filter((c) => offered.has(c)),
    );
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="executiveName" label="Your full name" required autoComplete="name" />
        <TextField
          name="executiveTitle"
          label="Your title"
          required
          autoComplete="organization-title"
          placeholder="e.g. CEO, Managing Director"
        />
        <TextField
          name="executiveEmail"
          label="Work email"
          type="email"
          required
          autoComplete="email"
          hint="Your roadmap is sent here."
        />
        <TextField name="companyName" label="Company name" required autoComplete="organization" />
        <SelectField
          name="companyRevenue"
          label="Annual revenue"
          options={revenueOptions}
          required
        />
        <SelectField
          name="companyEmployees"
          label="Number of employees"
          options={employeeOptions}
          required
        />
        <SelectField
          name="companyIndustry"
          label="Industry"
          options={industryOptions}
          required
          onValueChange={keepChallengesOf}
        />
        <SelectField
          name="companyMarkets"
          label="Primary market"
          options={marketOptions}
          required
        />
      </div>
      <ChoiceField
        name="companyBusinessModel"
        label="Business model"
        options={businessModelOptions}
        required
        columns={3}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="headOfficeLocation"
          label="Head office location"
          options={headOfficeOptions}
          required
          onValueChange={(value) => value !== "other" && setValue("customLocation", "")}
        />
        {headOffice === "other" && (
          <TextField name="customLocation" label="Where is your head office?" />
        )}
      </div>
      <MultiChoiceField
        name="officeExpansion"
        label="Where do you plan to operate or expand?"
        options={officeExpansionOptions}
        required
        columns={3}
      />
    </div>
  );
}
