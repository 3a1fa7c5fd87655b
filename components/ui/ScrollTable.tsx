import type { CSSProperties, ReactNode } from 'react'

/**
 * The box a wide table scrolls sideways in on a phone. Keyboard users must be able to scroll it
 * too, so it is focusable and named (a region labelled like the table's caption). On a phone its
 * table first tries to fit (globals.css, [data-scroll-table]): a cell cut off at the box's edge is
 * hard to read, and no checker can tell its contrast.
 */
export function ScrollTable({
  label,
  children,
  className = 'table-wrap',
  style,
  testId,
}: {
  label: string
  children: ReactNode
  className?: string
  style?: CSSProperties
  testId?: string
}) {
  return (
    <div
      className={className}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={style}
      data-testid={testId}
      data-scroll-table=""
    >
      {children}
    </div>
  )
}
