import { buttonVariants } from "@/platform/ui/button-variants";

/**
 * The wizard's button classes, computed by the page on the server and passed to the wizard:
 * class-variance-authority stays out of /assessment's first load.
 */
export function wizardLooks() {
  return {
    previous: buttonVariants({ variant: "outline", size: "lg" }),
    next: buttonVariants({ size: "lg" }),
    startOver: buttonVariants({ variant: "outline", size: "sm" }),
  };
}

export type WizardLooks = ReturnType<typeof wizardLooks>;
