import { ICON_SPRITE } from "@/platform/ui/icons/sprite";
import { spriteResponse } from "@/platform/ui/icons/sprite-file";

export const dynamic = "force-static";

export function GET() {
  return spriteResponse(ICON_SPRITE);
}
