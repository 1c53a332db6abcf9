/**
 * The Content-Security-Policy of the app. Pages rendered per request get a fresh nonce from
 * proxy.ts: Next puts it on its own scripts (it reads the nonce back from the request's CSP
 * header), and 'strict-dynamic' lets those load the rest, so no inline script without the
 * nonce runs. Prerendered pages cannot carry a nonce: theirs lists the hashes of the inline
 * scripts the build wrote (prerendered-page-scripts.ts), and 'self' loads Next's chunks.
 * Other responses (API answers) carry the same policy with neither (next.config.ts).
 * Styles keep 'unsafe-inline': React's style attributes cannot carry a nonce, and a style
 * cannot run code. Development adds 'unsafe-eval' for React's debugging aids. `frames` are the
 * origins a page may show in an iframe besides its own (the booking provider's scheduler, when
 * one is configured: platform/config/booking.ts); none, and frames fall back to 'self'.
 */
export function contentSecurityPolicy({
  nonce,
  hashes = [],
  dev,
  frames = [],
}: {
  nonce?: string;
  hashes?: string[];
  dev: boolean;
  frames?: string[];
}): string {
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
    : ["'self'", ...hashes].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...(frames.length ? [`frame-src 'self' ${frames.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A nonce: 128 random bits, base64. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
