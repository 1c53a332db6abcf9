"use client";

import { useState } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/platform/ui/alert-dialog";
import { buttonVariants } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { adminFetch, isAuthFailure, messageOf } from "./admin-session";
import { FormAlert } from "./form-alert";
import { formatDate } from "./format";
import type { AdminUser } from "./types";

/** The confirmation before an account is deleted: e-mail, role and created date (spec section 5). */
export function DeleteUserDialog({
  user,
  onOpenChange,
  onDeleted,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(next: boolean) {
    if (deleting) return;
    if (!next) setFailure(null);
    onOpenChange(next);
  }

  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    if (!user) return;
    setDeleting(true);
    setFailure(null);
    try {
      await adminFetch(`/api/admin/users/${user.id}`, { method: "DELETE" });
      toast({
        title: "User deleted",
        description: `${user.email} was deleted.`,
        variant: "success",
      });
      setDeleting(false);
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      setDeleting(false);
      if (!isAuthFailure(error)) setFailure(messageOf(error, "Failed to delete user."));
    }
  }

  return (
    <AlertDialog open={user !== null} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this user?</AlertDialogTitle>
          <AlertDialogDescription>
            The account will be deleted and can no longer sign in. Its assessments stay, without an
            owner. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {user ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/50 p-3 text-sm">
            <dt className="font-medium">Email</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-medium">Role</dt>
            <dd className="capitalise">{user.role}</dd>
            <dt className="font-medium">Created</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </dl>
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            disabled={deleting}
            aria-busy={deleting || undefined}
            className={buttonVariants({ variant: "destructive" })}
          >
            {deleting ? "Deleting..." : "Delete User"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
