/** The same admin sign-in screen as /login (spec section 2). */
export { default, metadata } from "@/app/(account)/login/page";
