import { ICON_SPRITE_HREF } from "@/platform/ui/icons/sprite";

/** The product's mark: a rising signal inside a rounded square (drawn in the icon sprite). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${ICON_SPRITE_HREF}#brand-mark`} />
    </svg>
  );
}
