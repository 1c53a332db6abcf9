/**
 * The whole app's last-resort not-found, forbidden and unauthorized screens (app/not-found.tsx,
 * app/forbidden.tsx, app/unauthorized.tsx). Every page's payload carries its root's fallbacks, so
 * they are one line each: the groups and the admin have their own framed screens, and without
 * these Next.js would send its default ones, with their inline styles, in every page (#27).
 */
export function BareFallback({ message }: { message: string }) {
  return <p className="px-4 py-16 text-center">{message}</p>;
}
