/** The PortLedger mark: a ledger page over a wave, in the primary colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f4e79" />
      <path d="M10 7h9l4 4v9H10z" fill="#fff" opacity="0.95" />
      <path d="M13 12h7M13 15h7M13 18h4" stroke="#1f4e79" strokeWidth="1.4" strokeLinecap="round" />
      <path
        d="M5 24c2.5 0 2.5-2 5.5-2s3 2 5.5 2 2.5-2 5.5-2 3 2 5.5 2"
        fill="none"
        stroke="#7fb3e0"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
