import { ArrowRight } from "@/platform/ui/icons";
import Link from "next/link";

import { NAVY_STAGE } from "./hero";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="bg-background px-4 pb-20 sm:px-6 sm:pb-28">
      <div
        className={`relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl px-6 py-14 text-center sm:px-12 sm:py-20 ${NAVY_STAGE}`}
      >
        <div
          aria-hidden="true"
          className="absolute -top-40 left-1/2 -z-10 size-[40rem] -translate-x-1/2 bg-[radial-gradient(closest-side,oklch(0.5_0.15_262/0.35)_45%,transparent)]"
        />
        <h2
          id="closing-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Know where you stand before your competitors do
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
          Fifteen minutes today gives your leadership team a clear, confidential starting point.
        </p>
        <Link href="/assessment" className="group closing-cta-link">
          Begin the assessment
          <ArrowRight
            className="size-5 transition-transform motion-safe:group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </Link>
      </div>
    </section>
  );
}
