import type { SVGProps } from "react";
import { ICON_SPRITE_HREF, type SpriteIconName } from "./sprite";

export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/**
 * An icon of the sprite as a component with lucide's use: a class for its size and colour,
 * hidden from assistive technology unless it is given a label. `.icon` (app/globals.css) draws
 * it as lucide does: 24 px, a 2 px round stroke in the text's colour.
 */
export function spriteIcon(name: SpriteIconName) {
  function SpriteIcon({ className, ...props }: SpriteIconProps) {
    const labelled = "aria-label" in props || "aria-labelledby" in props || "role" in props;
    return (
      <svg
        className={className ? `icon ${className}` : "icon"}
        aria-hidden={labelled ? undefined : "true"}
        {...props}
      >
        <use href={`${ICON_SPRITE_HREF}#${name}`} />
      </svg>
    );
  }
  return SpriteIcon;
}
