import { Loader2 } from "lucide-react";

import { FormAlert } from "./form-alert";

/** The loading and error states of a tab's list. */
export function TabLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {text}
    </p>
  );
}

export function TabError({ children }: { children: React.ReactNode }) {
  return <FormAlert className="my-4">{children}</FormAlert>;
}

export function TabHeading({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
