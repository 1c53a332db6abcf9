import { SiteFrame } from "@/platform/layout/site-frame";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
