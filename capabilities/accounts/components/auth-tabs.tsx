"use client";

import { useRouter } from "next/navigation";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/platform/ui/tabs";
import { toast } from "@/platform/ui/use-toast";
import { REDIRECT_DELAY_MS } from "@/capabilities/accounts/destinations";
import { accountToasts } from "@/capabilities/accounts/messages";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

/** Login and Register tabs of /auth; `loginOnly` (from ?mode=login) hides Register. */
export function AuthTabs({ loginOnly }: { loginOnly: boolean }) {
  const router = useRouter();

  function onRegistered() {
    toast({ title: accountToasts.accountCreated, description: "Welcome to your reports." });
    setTimeout(() => {
      router.push("/my-reports");
      router.refresh();
    }, REDIRECT_DELAY_MS);
  }

  return (
    <Tabs defaultValue="login" className="gap-6">
      <TabsList
        className="grid h-10 w-full grid-cols-2 data-[single=true]:grid-cols-1"
        data-single={loginOnly}
      >
        <TabsTrigger value="login">Login</TabsTrigger>
        {loginOnly ? null : <TabsTrigger value="register">Register</TabsTrigger>}
      </TabsList>
      <TabsContent value="login">
        <LoginForm />
      </TabsContent>
      {loginOnly ? null : (
        <TabsContent value="register">
          <RegisterForm
            submitLabel="Create Account"
            fallback={accountToasts.registrationFallbackAuth}
            onRegistered={onRegistered}
          />
        </TabsContent>
      )}
    </Tabs>
  );
}
