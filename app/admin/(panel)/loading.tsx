import { AdminLoading } from "@/capabilities/admin/components/admin-loading";

/** The protected admin wrapper's state while the page checks who is asking (spec section 2). */
export default function Loading() {
  return <AdminLoading text="Verifying authentication..." />;
}
