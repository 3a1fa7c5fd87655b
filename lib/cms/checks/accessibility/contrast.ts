import type { Finding } from '@/lib/cms/checks/finding'
import { finding } from './rules'

/** WCAG 2.2 AA (1.4.3): normal text needs 4.5:1 against its background; large text (18pt, or 14pt bold) 3:1. */
export const AA_NORMAL = 4.5
export const AA_LARGE = 3

/** sRGB channels 0–255 of a colour written `#rgb`, `#rrggbb` or `rgb(r, g, b)`, or null. */
export function parseColour(colour: string): [number, number, number] | null {
  const value = colour.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value)
  if (short) return [short[1], short[2], short[3]].map((c) => parseInt(c + c, 16)) as [number, number, number]
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value)
  if (long) return [long[1], long[2], long[3]].map((c) => parseInt(c, 16)) as [number, number, number]
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value)
  if (rgb) {
    const channels = [rgb[1], rgb[2], rgb[3]].map(Number)
    return channels.every((c) => c <= 255) ? (channels as [number, number, number]) : null
  }
  return null
}

/** Relative luminance (WCAG's definition) of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, 1 to 21, or null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground)
  const bg = parseColour(background)
  if (!fg || !bg) return null
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

/**
 * Text an editor set in `foreground` on `background` below WCAG AA contrast. No field of the site
 * lets editors choose colours yet: a block or editor feature that adds them checks its pair here.
 */
export function contrastFindings(path: string, foreground: string, background: string, large = false): Finding[] {
  const ratio = contrastRatio(foreground, background)
  const minimum = large ? AA_LARGE : AA_NORMAL
  if (ratio === null || ratio >= minimum) return []
  // Rounded down, so a ratio just under the minimum never reads as reaching it.
  const shown = Math.floor(ratio * 100) / 100
  return [
    finding(
      'contrast',
      path,
      `Text in ${foreground} on ${background} has a contrast of ${shown}:1, below the ${minimum}:1 WCAG AA asks for${large ? ' large text' : ''}.`,
    ),
  ]
}
