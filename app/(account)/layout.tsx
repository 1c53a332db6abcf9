import { SiteFrame } from "@/platform/layout/site-frame";

export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
