/** The university's crest (the same drawing as public/icon.svg), in the header and on generated share pictures. */
export function Crest({ width, height, className }: { width: number; height: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 40 48" width={width} height={height} className={className}>
      <path d="M20 1 L38 8 L36 30 L20 47 L4 30 L2 8 Z" fill="#0b3d6e" />
      <path d="M20 8 L31 12 L30 28 L20 39 L10 28 L9 12 Z" fill="#f2b705" />
      <path d="M14 18 h12 v2 h-12z M14 23 h12 v2 h-12z M19 14 h2 v16 h-2z" fill="#0b3d6e" />
    </svg>
  )
}
