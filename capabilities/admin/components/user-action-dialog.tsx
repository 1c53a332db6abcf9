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

/** What the dialog confirms: deleting the account, or resetting its two-step sign-in. */
export type UserAction = "delete" | "reset-two-step";

const ACTIONS = {
  delete: {
    title: "Delete this user?",
    description:
      "The account will be deleted and can no longer sign in. Its assessments stay, without an owner. This action cannot be undone.",
    path: (id: string) => `/api/admin/users/${id}`,
    button: "Delete User",
    busy: "Deleting...",
    done: (email: string) => ({ title: "User deleted", description: `${email} was deleted.` }),
    failed: "Failed to delete user.",
  },
  "reset-two-step": {
    title: "Reset two-step sign-in?",
    description:
      "For a lost phone and lost recovery codes. The account's authenticator app and recovery codes stop working, every session of it ends, and its owner is e-mailed. An admin sets a new app up at the next sign-in.",
    path: (id: string) => `/api/admin/users/${id}/second-factor`,
    button: "Reset Two-Step Sign-In",
    busy: "Resetting...",
    done: (email: string) => ({
      title: "Two-step sign-in reset",
      description: `${email} sets a new app up at the next sign-in.`,
    }),
    failed: "Failed to reset two-step sign-in.",
  },
} as const;

/**
 * The confirmation before an action on an account, with its e-mail, role and created date
 * (spec section 5): deleting it, or resetting its two-step sign-in.
 */
export function UserActionDialog({
  user,
  action,
  onOpenChange,
  onDone,
}: {
  user: AdminUser | null;
  action: UserAction;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const words = ACTIONS[action];
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
      await adminFetch(words.path(user.id), { method: "DELETE" });
      toast({ ...words.done(user.email), variant: "success" });
      setDeleting(false);
      onOpenChange(false);
      onDone();
    } catch (error) {
      setDeleting(false);
      if (!isAuthFailure(error)) setFailure(messageOf(error, words.failed));
    }
  }

  return (
    <AlertDialog open={user !== null} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{words.title}</AlertDialogTitle>
          <AlertDialogDescription>{words.description}</AlertDialogDescription>
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
            {deleting ? words.busy : words.button}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
