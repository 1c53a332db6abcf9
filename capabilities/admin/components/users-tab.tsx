"use client";

import { KeyRound, Pencil, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";

import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import type { ApiError } from "@/platform/http/api-client";
import { formatDateTime } from "./format";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { TabError, TabHeading, TabLoading } from "./tab-state";
import type { AdminUser } from "./types";
import { UserActionDialog, type UserAction } from "./user-action-dialog";
import { UserFormDialog } from "./user-form-dialog";

/** The Users tab: every account, admins first; create, edit and delete. */
export function UsersTab() {
  const users = useSWR<{ users: AdminUser[] }, ApiError>("/api/admin/users");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [acting, setActing] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  const refresh = () => void users.mutate();

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <TabHeading
        id="users-heading"
        title="Users"
        description="Accounts that can sign in. Admins see this dashboard."
      >
        <Button type="button" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" />
          Create New Admin
        </Button>
      </TabHeading>

      {users.error ? (
        <TabError>Error loading users: {users.error.message}</TabError>
      ) : !users.data ? (
        <TabLoading text="Loading users..." />
      ) : (
        <ScrollRegion label="Users table" className="bg-card">
          <AdminTable aria-labelledby="users-heading">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Created At</TableHead>
                <TableHead>Updated At</TableHead>
                <TableHead>Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell data-label="Email" className="font-medium">
                    {user.email}
                  </TableCell>
                  <TableCell data-label="Role">
                    <div className="flex flex-wrap gap-1">
                      <Badge variant={user.role === "admin" ? "default" : "outline"}>
                        {user.role === "admin" ? "Admin" : "User"}
                      </Badge>
                      {user.totpEnabledAt || user.passkeys > 0 ? (
                        <Badge variant="outline">Two-step</Badge>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell data-label="Created At">{formatDateTime(user.createdAt)}</TableCell>
                  <TableCell data-label="Updated At">{formatDateTime(user.updatedAt)}</TableCell>
                  <TableCell data-label="Actions">
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => setEditing(user)}
                      >
                        <Pencil aria-hidden="true" />
                        Edit<span className="sr-only"> {user.email}</span>
                      </Button>
                      {user.totpEnabledAt || user.passkeys > 0 ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          onClick={() => setActing({ user, action: "reset-two-step" })}
                        >
                          <KeyRound aria-hidden="true" />
                          Reset two-step<span className="sr-only"> of {user.email}</span>
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        onClick={() => setActing({ user, action: "delete" })}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete<span className="sr-only"> {user.email}</span>
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </AdminTable>
        </ScrollRegion>
      )}

      <UserFormDialog
        mode={{ kind: "create" }}
        open={creating}
        onOpenChange={setCreating}
        onSaved={refresh}
      />
      {editing ? (
        <UserFormDialog
          key={editing.id}
          mode={{ kind: "edit", user: editing }}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
      <UserActionDialog
        user={acting?.user ?? null}
        action={acting?.action ?? "delete"}
        onOpenChange={(open) => !open && setActing(null)}
        onDone={refresh}
      />
    </section>
  );
}
