/** The product mark: a drop (dialysate) inside a rounded square, with the product name beside it. */
export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="28" height="28" viewBox="0 0 32 32" role="img" aria-label="Dialysis Centre">
        <rect width="32" height="32" rx="8" fill="#0e7c86" />
        <path d="M16 6c-4 5.2-7 9-7 12.6A7 7 0 0 0 23 18.6C23 15 20 11.2 16 6Z" fill="#fff" />
        <path d="M12.5 19h7M16 15.5v7" stroke="#0e7c86" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {showName && (
        <span style={{ fontWeight: 600, fontSize: 16, whiteSpace: 'nowrap' }}>Dialysis Centre</span>
      )}
    </span>
  );
}
