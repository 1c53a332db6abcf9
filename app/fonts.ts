import localFont from "next/font/local";

/**
 * Inter, the brand font: the variable-weight Latin file of @fontsource-variable/inter, served
 * by the app itself (no font host is asked). The system stack stays behind it as fallback.
 */
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  variable: "--font-inter",
  display: "swap",
});
