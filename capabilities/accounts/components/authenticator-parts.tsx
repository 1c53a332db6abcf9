import { inputClass } from "@/platform/ui/control-styles";

const svgSource = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** What an authenticator app needs to enrol: its QR code, and the key for typing in. */
export function AppQrCode({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image */}
      <img
        src={svgSource(qrSvg)}
        alt="QR code for your authenticator app"
        width={180}
        height={180}
        className="rounded bg-white p-2"
      />
      <p className="text-sm">
        Or type this key: <code data-testid="totp-secret">{secret}</code>
      </p>
    </>
  );
}

/** The ten recovery codes, shown once after an enrolment; `Heading` fits the page's outline. */
export function RecoveryCodesList({
  codes,
  Heading = "h2",
}: {
  codes: string[];
  Heading?: "h2" | "h3";
}) {
  return (
    <div className="grid gap-3">
      <Heading className="text-lg font-semibold">Save your recovery codes</Heading>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. They are shown only now: keep them
        somewhere safe, like a password manager.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Authentication code": a code of the authenticator app or a recovery code, and its error. */
export function CodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Authentication code
      </label>
      <input
        id={id}
        className={inputClass}
        autoComplete="one-time-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
