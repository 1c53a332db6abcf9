import { INVALID_CONFIRMATION_LINK } from "@/capabilities/leads/consent/confirmation";

/** A forged, damaged or expired confirmation link: 404, and what to do instead. */
export default function ConfirmationLinkNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your subscription</h1>
      <p role="alert">{INVALID_CONFIRMATION_LINK}</p>
    </div>
  );
}
