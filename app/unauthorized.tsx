import { BareFallback } from "@/platform/layout/bare-fallback";

export default function Unauthorized() {
  return <BareFallback message="Sign In Required" />;
}
