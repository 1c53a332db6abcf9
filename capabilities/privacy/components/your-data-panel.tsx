"use client";

import { useState, type FormEvent } from "react";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/platform/ui/alert-dialog";
import { Button } from "@/platform/ui/button";
import { inputClass } from "@/platform/ui/control-styles";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/**
 * The account page's privacy rights: download everything held (one JSON file), or delete the
 * account and everything linked to it, confirmed with the password.
 */
export function YourDataPanel() {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function erase(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch("/api/user/delete", { method: "POST", json: { password } });
      window.location.replace("/?account=deleted");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Something went wrong.");
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Download everything we hold about you: your account, assessments, reports, roadmaps,
        consents and payments. Or delete your account and all of it. The record of a payment that
        tax law requires stays, with nothing that names you.
      </p>
      <Button asChild variant="outline">
        <a href="/api/user/data" download>
          Download my data
        </a>
      </Button>
      <AlertDialog onOpenChange={() => setError(null)}>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete my account</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form noValidate onSubmit={erase} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Your account, assessments, reports and roadmaps are deleted for good, and any
                e-mail still queued for you is cancelled. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <label htmlFor="erase-password" className="text-sm font-medium">
                Your password
              </label>
              <input
                id="erase-password"
                type="password"
                autoComplete="current-password"
                className={inputClass}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "erase-error" : undefined}
              />
              {error && (
                <p id="erase-error" role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel type="button" disabled={busy}>
                Cancel
              </AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={busy || !password}>
                {busy ? "Deleting..." : "Delete everything"}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
