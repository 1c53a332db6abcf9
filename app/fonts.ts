import localFont from "next/font/local";

/**
 * Inter, the brand font: @fontsource-variable/inter's Latin file cut to the weights the styles
 * use (scripts/fonts/inter-subset.ts), served by the app itself (no font host is asked). The
 * system stack stays behind it as fallback.
 */
export const inter = localFont({
  src: "../platform/ui/fonts/inter-latin-wght-400-700.woff2",
  weight: "400 700",
  variable: "--font-inter",
  display: "swap",
});
