import { SiteFooter } from "@/platform/layout/site-footer";
import { SiteHeader } from "@/platform/layout/site-header";
import { getViewerOrNull } from "@/platform/auth/viewer";

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const viewer = await getViewerOrNull();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader viewer={viewer && { role: viewer.role, email: viewer.email }} />
      <main id="main" className="flex-1 pt-16 [--site-header:4rem]">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
