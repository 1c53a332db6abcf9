"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { FormField } from "@/platform/ui/form-field";
import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import { Label } from "@/platform/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/platform/ui/select";
import { toast } from "@/platform/ui/use-toast";
import { ApiError } from "@/platform/http/api-client";
import { updateUserSchema, type UpdateUserInput } from "@/capabilities/accounts";
import { adminFetch, isAuthFailure } from "./admin-session";
import { FormAlert } from "./form-alert";
import type { AdminUser } from "./types";

type Mode = { kind: "create" } | { kind: "edit"; user: AdminUser };

/**
 * Create New Admin (role defaults to admin; a temporary password is generated and e-mailed)
 * and Edit User (prefilled). The server's refusals (taken e-mail, own demotion, last admin)
 * show in the dialog.
 */
export function UserFormDialog({
  mode,
  open,
  onOpenChange,
  onSaved,
}: {
  mode: Mode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const roleId = useId();
  const roleErrorId = `${roleId}-error`;
  const [failure, setFailure] = useState<string | null>(null);
  const editing = mode.kind === "edit" ? mode.user : null;
  const form = useForm<UpdateUserInput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: editing
      ? { email: editing.email, role: editing.role }
      : { email: "", role: "admin" },
  });
  const { errors, isSubmitting } = form.formState;

  function changeOpen(next: boolean) {
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function onSubmit(values: UpdateUserInput) {
    setFailure(null);
    try {
      if (editing) {
        await adminFetch(`/api/admin/users/${editing.id}`, { method: "PUT", json: values });
        toast({
          title: "User updated",
          description: `${values.email} was saved.`,
          variant: "success",
        });
      } else {
        const { emailStatus } = await adminFetch<{ emailStatus: string }>("/api/admin/users", {
          method: "POST",
          json: values,
        });
        toast({
          title: values.role === "admin" ? "Admin created" : "User created",
          description:
            emailStatus === "failed"
              ? `The account was created, but the e-mail to ${values.email} could not be sent.`
              : `A temporary password has been emailed to ${values.email}.`,
          variant: emailStatus === "failed" ? "destructive" : "success",
        });
      }
      changeOpen(false);
      onSaved();
    } catch (error) {
      if (isAuthFailure(error)) return;
      if (error instanceof ApiError) {
        for (const field of ["email", "role"] as const) {
          if (error.fields[field])
            form.setError(field, { type: "server", message: error.fields[field] });
        }
      }
      setFailure(
        error instanceof ApiError && error.message
          ? error.message
          : "Something went wrong. Please try again.",
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit User" : "Create New Admin"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the e-mail address or the role of this account."
              : "A temporary password is generated and emailed to the new user, who chooses their own password at first sign-in."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <FormField
            label="Email"
            autoComplete="off"
            registration={form.register("email")}
            error={errors.email}
          />
          <div className="grid gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    id={roleId}
                    className="h-10 w-full"
                    aria-invalid={errors.role ? true : undefined}
                    aria-describedby={errors.role ? roleErrorId : undefined}
                    onBlur={field.onBlur}
                  >
                    <SelectValue placeholder="Choose a role" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="admin">Admin</SelectItem>
                    <SelectItem value="user">User</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
            {errors.role?.message ? (
              <p id={roleErrorId} className="text-sm font-medium text-destructive">
                {errors.role.message}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting
                ? editing
                  ? "Saving..."
                  : "Creating..."
                : editing
                  ? "Save Changes"
                  : "Create User"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
