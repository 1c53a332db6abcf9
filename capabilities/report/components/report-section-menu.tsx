"use client";

import { ChevronDown } from "lucide-react";
import { type MouseEvent, useEffect, useId, useRef, useState } from "react";

export interface MenuSection {
  /** The id of the section's heading: the link's target. */
  id: string;
  /** A short name for the menu. */
  label: string;
}

/**
 * Class names joined without tailwind-merge: the report page's first load does without it
 * (none of these lists sets one property twice).
 */
const classes = (...names: (string | false)[]) => names.filter(Boolean).join(" ");

/** A heading this far from the top of the window or above it is the section being read. */
const READING_LINE_PX = 140;

/**
 * The id of the last section whose top has reached the reading line. The section is measured,
 * not its heading: a section off screen does not lay out its content (content-visibility in
 * app/globals.css), and measuring a heading inside it would lay it out on every scroll.
 */
function currentSection(sections: readonly MenuSection[]): string {
  let current = sections[0]?.id ?? "";
  for (const { id } of sections) {
    const heading = document.getElementById(id);
    const section = heading?.closest("section") ?? heading;
    if (section && section.getBoundingClientRect().top <= READING_LINE_PX) current = id;
  }
  return current;
}

/** What a reader does to scroll the page themselves. */
const READER_SCROLLS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to a heading at once and holds it at the top while the sections near it render at
 * their real height instead of the height they stood for (content-visibility in
 * app/globals.css), which would move it away: for a second at most, and never once the reader
 * scrolls themselves. Each correction comes before the frame is painted.
 */
function holdAtTop(heading: HTMLElement) {
  const align = () => heading.scrollIntoView({ behavior: "instant", block: "start" });
  align();
  const sections = new ResizeObserver(align);
  for (const section of document.querySelectorAll("section")) sections.observe(section);
  const release = () => {
    sections.disconnect();
    clearTimeout(timer);
    for (const type of READER_SCROLLS) window.removeEventListener(type, release);
  };
  const timer = setTimeout(release, 1000);
  for (const type of READER_SCROLLS) window.addEventListener(type, release, { passive: true });
}

/**
 * The report's section menu: a sticky list beside the report on a large screen; on a phone a
 * slim bar at the top of the window naming the current section, which opens the list. The
 * current section is marked (aria-current); a chosen section gets the focus, so a screen reader
 * goes on from its heading.
 */
export function ReportSectionMenu({ sections: all }: { sections: readonly MenuSection[] }) {
  const [sections, setSections] = useState(all);
  const [active, setActive] = useState(all[0]?.id ?? "");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // A section the page did not render (no interview insights, no family answers) drops out.
        const present = all.filter(({ id }) => document.getElementById(id));
        setSections((shown) => (shown.length === present.length ? shown : present));
        setActive(currentSection(present));
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [all]);

  // A link to a section (the page opened at #section-…) lands on its heading too.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const heading = all.some((section) => section.id === id) && document.getElementById(id);
    if (heading) holdAtTop(heading);
  }, [all]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    setActive(id);
    setOpen(false);
    const heading = document.getElementById(id);
    if (!heading) return;
    event.preventDefault();
    history.pushState(history.state, "", `#${id}`);
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    holdAtTop(heading);
  }

  const activeLabel = sections.find((s) => s.id === active)?.label ?? sections[0]?.label;
  return (
    <nav
      ref={nav}
      aria-label="Report sections"
      className={classes(
        // Below the site's fixed header (--site-header, set by the layout that has one).
        "sticky top-[var(--site-header,0px)] z-30 -mx-4 border-b bg-background/95 px-4 py-1.5 backdrop-blur sm:-mx-6 sm:px-6 print:hidden",
        "lg:top-[calc(var(--site-header,0px)+1.5rem)] lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none",
      )}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-2 text-left text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
      >
        <span className="truncate">
          <span className="text-muted-foreground">Section: </span>
          <span className="font-semibold">{activeLabel}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={classes("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <p className="mb-2 hidden text-xs font-semibold tracking-wider text-muted-foreground uppercase lg:block">
        In this report
      </p>
      <ol
        id={listId}
        className={classes(
          "absolute inset-x-0 top-full max-h-[60vh] overflow-y-auto border-b bg-background px-4 py-2 shadow-lg sm:px-6",
          "lg:static lg:block lg:max-h-[calc(100vh-6rem)] lg:border-0 lg:border-l lg:bg-transparent lg:p-0 lg:shadow-none",
          !open && "hidden",
        )}
      >
        {sections.map(({ id, label }) => {
          const current = id === active;
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={current ? "location" : undefined}
                onClick={(event) => go(event, id)}
                className={classes(
                  "-ml-px flex min-h-11 items-center border-l-2 px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:min-h-9",
                  current
                    ? "border-l-primary font-semibold text-primary"
                    : "border-l-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
