"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { accountToasts } from "@/capabilities/accounts/messages";
import { changePasswordFormSchema } from "@/capabilities/accounts/schemas";
import { apiFetch } from "@/platform/http/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "@/platform/ui/form-field";
import { PASSWORD_HINT } from "./register-form";

type Values = z.output<typeof changePasswordFormSchema>;

/** Current password, then the new one twice; on success the person's home page. */
export function ChangePasswordForm({ destination }: { destination: string }) {
  const router = useRouter();
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ currentPassword, newPassword }: Values) {
    try {
      await apiFetch("/api/auth/change-password", {
        method: "POST",
        json: { currentPassword, newPassword },
      });
      toast({ title: "Password Updated", description: "Your new password is now active." });
      router.push(destination);
      router.refresh();
    } catch (error) {
      reportFailure(error, {
        title: accountToasts.error,
        fallback: "Failed to change password",
        network: accountToasts.networkFailure,
        setError: form.setError,
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        registration={form.register("currentPassword")}
        error={errors.currentPassword}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        registration={form.register("newPassword")}
        error={errors.newPassword}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={form.register("confirmPassword")}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Saving..." : "Change Password"}
      </Button>
    </form>
  );
}
