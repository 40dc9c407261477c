/** The logo mark: three floor planks in perspective. Decorative: the brand name sits beside it. */
export function BrandMark({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
      <path
        d="M8 23 12 9M14 23l2-14M20 23l-1-14M26 23 22 9M6.5 16h19"
        stroke="#fbf5ea"
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
