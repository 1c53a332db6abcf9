import { consentWording } from "@/capabilities/leads/consent/wording";

/** Step 1's marketing consent, with the honeypot field sent alongside it. */
export function ConsentField({
  consent,
  onConsentChange,
  honeypot,
  onHoneypotChange,
}: {
  consent: boolean;
  onConsentChange: (consent: boolean) => void;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
}) {
  return (
    <>
      <label className="flex items-start gap-3 rounded-lg border border-border p-4 text-sm">
        <input
          type="checkbox"
          name="marketingConsent"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <span>{consentWording}</span>
      </label>
      {consent && (
        <p className="-mt-2 text-sm text-muted-foreground">
          Unless you have confirmed before, we will e-mail you a link to confirm it.
        </p>
      )}
      {/* A field people never see: a value means a bot filled the form. */}
      <div aria-hidden="true" className="sr-only">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => onHoneypotChange(event.target.value)}
          />
        </label>
      </div>
    </>
  );
}
