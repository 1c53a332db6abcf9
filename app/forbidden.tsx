import { BareFallback } from "@/platform/layout/bare-fallback";

export default function Forbidden() {
  return <BareFallback message="Access Denied" />;
}
