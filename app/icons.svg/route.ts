import { ICON_SPRITE } from "@/platform/ui/icons/sprite";
import { spriteResponse } from "@/platform/ui/icons/sprite-file";

export function GET(request: Request) {
  return spriteResponse(ICON_SPRITE, request);
}
