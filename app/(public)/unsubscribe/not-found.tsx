import { INVALID_UNSUBSCRIBE_LINK } from "@/capabilities/leads/consent/unsubscribe";

/** A forged, damaged or expired unsubscribe link: 404, and what to do instead. */
export default function UnsubscribeLinkNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      <p role="alert">{INVALID_UNSUBSCRIBE_LINK}</p>
    </div>
  );
}
