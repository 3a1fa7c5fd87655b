/*
 * Small icons drawn as SVG in the text colour. A glyph such as ✓ or ► in a text node is a
 * character contrast checkers cannot judge (they leave it "for review"); a drawing is not text.
 */

type Label = { label?: string; className?: string }

/** A tick; with `label` it is an image with that name, without it decoration. */
export function TickIcon({ label, className }: Label) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <path
        d="M2 8.5 6 12.5 14 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The play (stopped) or pause (playing) sign of a slideshow's control; its button carries the name. */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M3.5 2h3v12h-3zM9.5 2h3v12h-3z" fill="currentColor" />
      ) : (
        <path d="M4 2v12l10-6z" fill="currentColor" />
      )}
    </svg>
  )
}
