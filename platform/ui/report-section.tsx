import type { ReactNode } from "react";
import type { SpriteIconProps } from "@/platform/ui/icons/sprite-icon";
import { cn } from "@/platform/ui/utils";
import { HydrateSeparately } from "./hydrate-separately";

/** "Risks and Mitigation Strategies" -> "risks-and-mitigation-strategies" */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * One titled part of the report or roadmap: a `<section>` named by its h2 (a region), with
 * the gold rule of the brand before the title. Each hydrates apart from the page
 * (HydrateSeparately): a long report no longer hydrates in one blocking task.
 */
export function ReportSection({
  title,
  icon: Icon,
  id,
  description,
  className,
  children,
}: {
  title: string;
  icon?: (props: SpriteIconProps) => ReactNode;
  /** The heading's id; derived from the title when omitted. */
  id?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = id ?? `section-${slugify(title)}`;
  return (
    <HydrateSeparately>
      <section aria-labelledby={headingId} className={cn("report-section", className)}>
        <div className="report-section-head">
          <span aria-hidden="true" className="report-section-rule" />
          <h2 id={headingId} className="report-section-title">
            {Icon && <Icon className="size-5 shrink-0" aria-hidden="true" />}
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {children}
      </section>
    </HydrateSeparately>
  );
}

/** A small uppercase label above a value or a list. */
export function Eyebrow({
  className,
  children,
  id,
}: {
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <p id={id} className={cn("eyebrow", className)}>
      {children}
    </p>
  );
}

/** Paragraphs of generated prose. */
export function Prose({ paragraphs, className }: { paragraphs: string[]; className?: string }) {
  return (
    <div className={cn("grid gap-3 leading-relaxed text-pretty", className)}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A bulleted list with the brand's square gold markers. */
export function BulletList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-2", className)}>
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-3 text-sm leading-relaxed">
          <span
            aria-hidden="true"
            className="mt-2 size-1.5 shrink-0 rounded-[1px] bg-brand-gold print:bg-primary"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
