/**
 * The design system's input, textarea and select looks (platform/ui/input.tsx and friends)
 * as plain class strings: the wizard's native controls use them without tailwind-merge.
 */
const control =
  "min-w-0 rounded-md border border-input bg-transparent text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

/** The input's look at a size of one's own (height and width classes, e.g. "h-11 w-40"). */
export const sizedInputClass = (size: string) => `flex px-3 py-1 ${control} ${size}`;

export const inputClass = sizedInputClass("h-9 w-full");

export const textareaClass = `flex field-sizing-content min-h-16 w-full px-3 py-2 ${control}`;

/** A native select; the wizard draws the design's chevron over its right edge. */
export const selectClass = `h-9 w-full appearance-none py-2 pr-9 pl-3 ${control}`;

/** A card around a native radio or checkbox and its label. */
export const choiceCardClass =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50";

/** The native radio or checkbox, in the brand colour. */
export const choiceInputClass = "mt-0.5 size-4 shrink-0 cursor-pointer accent-primary";

export const joinClasses = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(" ");
