import { CHAPTER_EMBLEMS_HREF, type ChapterEmblem } from "./chapter-emblems";

/** A chapter's emblem and name: one image to assistive technology, named after its chapter. */
function ChapterLockup({ name, emblem }: { name: string; emblem: ChapterEmblem }) {
  return (
    <div role="img" aria-label={`${name} logo`} className="chapter-lockup">
      <svg className="size-14 shrink-0">
        <use href={`${CHAPTER_EMBLEMS_HREF}#${emblem}`} />
      </svg>
      <div className="text-left">
        <p className="chapter-lockup-eyebrow">Business Leaders · BC</p>
        <p className="mt-0.5 text-lg font-semibold tracking-tight text-foreground">{name}</p>
      </div>
    </div>
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
          <ChapterLockup name="Vancouver Chapter" emblem="vancouver" />
          <ChapterLockup name="Vancouver Island Chapter" emblem="vancouver-island" />
        </div>
      </div>
    </section>
  );
}
