import { Loader2 } from "lucide-react";

/** A whole-page loading state of the admin pages. */
export function AdminLoading({ text }: { text: string }) {
  return (
    <div role="status" className="grid min-h-[60dvh] place-items-center px-4">
      <div className="grid justify-items-center gap-3 text-center">
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
        <h1 className="text-lg font-medium">{text}</h1>
      </div>
    </div>
  );
}
