/** The product's mark: a rising signal inside a rounded square. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path
        d="M7 21.5 13 15l4.5 4L25 10.5"
        fill="none"
        stroke="var(--brand-gold)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10.5" r="2.2" fill="var(--brand-gold)" />
    </svg>
  );
}
