import { NONE, orNotProvided } from "./format";

/** Shown for what a completed assessment has not got generated yet. */
export const NOT_GENERATED = "Not generated yet";

/** A titled part of the detail dialog: a list of labelled fields. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `detail-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </section>
  );
}

/** One answer, or "Not provided". */
export function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{orNotProvided(value)}</dd>
    </div>
  );
}

/** A list answer on one line, or "None". */
export function ListField({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{items.length ? items.join(", ") : NONE}</dd>
    </div>
  );
}
