import type { Metadata } from "next";

import { YourDataPanel } from "@/capabilities/privacy/components";
import { PRIVACY_LINK_INVALID } from "@/capabilities/privacy/schemas";
import { addressOfLink, assessmentsOfAddress } from "@/capabilities/privacy/server";
import { AccountCard } from "@/platform/ui/account-card";

export const metadata: Metadata = { title: "Your Data", robots: { index: false } };

const day = (date: Date) =>
  date.toLocaleDateString("en-CA", { day: "numeric", month: "short", year: "numeric" });

/** A visitor's e-mailed privacy link: what is held for the address, to download or delete. */
export default async function PrivacyRequestPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  let address: string;
  try {
    address = addressOfLink(token);
  } catch {
    return (
      <AccountCard title="Your Data">
        <p role="alert">{PRIVACY_LINK_INVALID}</p>
      </AccountCard>
    );
  }
  const assessments = await assessmentsOfAddress(address);
  return (
    <AccountCard title="Your Data" description={`What we hold for ${address}.`}>
      <div className="grid gap-6">
        {assessments.length === 0 ? (
          <p>We hold no assessment for this address.</p>
        ) : (
          <ul aria-label="Assessments" className="grid gap-2">
            {assessments.map((assessment) => (
              <li key={assessment.id} className="rounded border px-3 py-2">
                <span className="font-medium">{assessment.companyName}</span>, taken on{" "}
                {day(assessment.createdAt)}
              </li>
            ))}
          </ul>
        )}
        <YourDataPanel
          downloadHref={`/api/privacy/requests/${token}`}
          deleteUrl={`/api/privacy/requests/${token}/delete`}
          withPassword={false}
        />
      </div>
    </AccountCard>
  );
}
