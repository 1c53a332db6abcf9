import { cva } from "class-variance-authority";

/**
 * The button looks, apart from the Button component: a page that styles a plain <button> with
 * them does not load tailwind-merge (the wizard's first load). The shared base is one class,
 * `ui-button` (app/globals.css): each button's markup and payload carry its name, not its
 * dozen utilities, and a utility given to a button still wins over it (a later layer).
 */
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
      destructive:
        "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20",
      outline:
        "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
      secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
      ghost: "hover:bg-accent hover:text-accent-foreground",
      link: "text-primary underline-offset-4 hover:underline",
    },
    size: {
      default: "h-9 px-4 py-2 has-[>svg]:px-3",
      sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
      lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
      icon: "size-9",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});
