import { AdminLoading } from "@/components/admin/admin-loading";

export default function Loading() {
  return <AdminLoading text="Loading Assessment..." />;
}
