import { BareFallback } from "@/platform/layout/bare-fallback";

export default function NotFound() {
  return <BareFallback message="Page Not Found" />;
}
