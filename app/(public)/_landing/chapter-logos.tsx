/**
 * The two chapter marks, drawn here as simple SVG emblems (no external or third-party
 * artwork). Each lockup is one image to assistive technology, named after its chapter.
 */

const NAVY = "var(--primary)";
const GOLD = "var(--brand-gold)";

function ChapterLockup({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div role="img" aria-label={`${name} logo`} className="chapter-lockup">
      <svg viewBox="0 0 64 64" className="size-14 shrink-0">
        <circle cx="32" cy="32" r="31" fill={NAVY} />
        <circle cx="32" cy="32" r="27" fill="none" stroke={GOLD} strokeWidth="1.2" opacity="0.7" />
        {children}
      </svg>
      <div className="text-left">
        <p className="chapter-lockup-eyebrow">Business Leaders · BC</p>
        <p className="mt-0.5 text-lg font-semibold tracking-tight text-foreground">{name}</p>
      </div>
    </div>
  );
}

/** Mountains over the harbour. */
export function VancouverChapterLogo() {
  return (
    <ChapterLockup name="Vancouver Chapter">
      <path d="M12 40 22 26l5 6 8-12 17 20Z" fill={GOLD} />
      <path d="M31.5 24.6 35 20l4.2 4.9-2.7-1.2-2.1 2.3-1.4-1.9Z" fill="white" opacity="0.9" />
      <path
        d="M14 45.5c3 0 3-1.6 6-1.6s3 1.6 6 1.6 3-1.6 6-1.6 3 1.6 6 1.6 3-1.6 6-1.6 3 1.6 6 1.6"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        opacity="0.85"
      />
    </ChapterLockup>
  );
}

/** An evergreen on the island shore. */
export function VancouverIslandChapterLogo() {
  return (
    <ChapterLockup name="Vancouver Island Chapter">
      <path d="M32 15 24 27h4l-6 8h5l-7 8h24l-7-8h5l-6-8h4Z" fill={GOLD} />
      <rect x="30.5" y="43" width="3" height="4" rx="0.6" fill={GOLD} />
      <path
        d="M16 47.5c4-2.2 10-3 16-3s12 .8 16 3"
        fill="none"
        stroke="white"
        strokeWidth="1.8"
        strokeLinecap="round"
        opacity="0.85"
      />
      <path
        d="M20 51.5c2.4 0 2.4-1.2 4.8-1.2s2.4 1.2 4.8 1.2 2.4-1.2 4.8-1.2 2.4 1.2 4.8 1.2 2.4-1.2 4.8-1.2"
        fill="none"
        stroke="white"
        strokeWidth="1.4"
        strokeLinecap="round"
        opacity="0.6"
      />
    </ChapterLockup>
  );
}

export function ChapterLogos() {
  return (
    <section aria-labelledby="chapters-title" className="bg-background py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <h2
          id="chapters-title"
          className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
        >
          Brought to you by our British Columbia chapters
        </h2>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
          <VancouverChapterLogo />
          <VancouverIslandChapterLogo />
        </div>
      </div>
    </section>
  );
}
