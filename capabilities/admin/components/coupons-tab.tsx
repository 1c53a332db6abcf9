"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";

import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import { toast } from "@/platform/ui/use-toast";
import type { ApiError } from "@/platform/http/api-client";
import { adminFetch, isAuthFailure, messageOf } from "./admin-session";
import { CouponFormDialog } from "./coupon-form-dialog";
import { formatDate } from "./format";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { TabError, TabHeading, TabLoading } from "./tab-state";
import type { AdminCoupon } from "./types";

/** What the Status column says of a coupon. */
export function couponState(coupon: AdminCoupon, now = Date.now()) {
  if (!coupon.isActive) return { label: "Inactive", variant: "outline" } as const;
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() <= now)
    return { label: "Expired", variant: "secondary" } as const;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    return { label: "Used up", variant: "secondary" } as const;
  return { label: "Active", variant: "success" } as const;
}

/** The Coupons tab: create, list with uses, deactivate and reactivate. */
export function CouponsTab() {
  const coupons = useSWR<{ coupons: AdminCoupon[] }, ApiError>("/api/admin/coupons");
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  async function setActive(coupon: AdminCoupon, isActive: boolean) {
    setPending(coupon.id);
    try {
      await adminFetch(`/api/admin/coupons/${coupon.id}`, { method: "PATCH", json: { isActive } });
      toast({
        title: isActive ? "Coupon reactivated" : "Coupon deactivated",
        description: coupon.code,
        variant: "success",
      });
      await coupons.mutate();
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({
          variant: "destructive",
          title: "Failed to update coupon",
          description: messageOf(error, "Please try again."),
        });
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <section aria-labelledby="coupons-heading" className="grid gap-4">
      <TabHeading
        id="coupons-heading"
        title="Coupons"
        description="Codes that unlock the full report without payment."
      >
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Coupon
        </Button>
      </TabHeading>

      {coupons.error ? (
        <TabError>Failed to fetch coupons: {coupons.error.message}</TabError>
      ) : !coupons.data ? (
        <TabLoading text="Loading coupons..." />
      ) : (
        <ScrollRegion label="Coupons table" className="bg-card">
          <AdminTable aria-labelledby="coupons-heading">
            <TableHeader>
              <TableRow>
                <TableHead>Code</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Uses</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {coupons.data.coupons.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                    No coupons yet.
                  </TableCell>
                </TableRow>
              ) : (
                coupons.data.coupons.map((coupon) => {
                  const state = couponState(coupon);
                  return (
                    <TableRow key={coupon.id}>
                      <TableCell data-label="Code" className="font-mono font-medium">
                        {coupon.code}
                      </TableCell>
                      <TableCell
                        data-label="Description"
                        className="max-w-xs min-w-48 whitespace-normal"
                      >
                        {coupon.description || <span className="text-muted-foreground">–</span>}
                      </TableCell>
                      <TableCell data-label="Uses" className="tabular-nums">
                        {coupon.usedCount} / {coupon.maxUses ?? "Unlimited"}
                      </TableCell>
                      <TableCell data-label="Status">
                        <Badge variant={state.variant}>{state.label}</Badge>
                      </TableCell>
                      <TableCell data-label="Expires">
                        {coupon.expiresAt ? formatDate(coupon.expiresAt) : "Never"}
                      </TableCell>
                      <TableCell data-label="Created">{formatDate(coupon.createdAt)}</TableCell>
                      <TableCell data-label="Actions">
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          disabled={pending === coupon.id}
                          aria-busy={pending === coupon.id || undefined}
                          onClick={() => void setActive(coupon, !coupon.isActive)}
                        >
                          {coupon.isActive ? "Deactivate" : "Reactivate"}
                          <span className="sr-only"> {coupon.code}</span>
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </AdminTable>
        </ScrollRegion>
      )}

      <CouponFormDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={() => void coupons.mutate()}
      />
    </section>
  );
}
