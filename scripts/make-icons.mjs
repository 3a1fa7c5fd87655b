#!/usr/bin/env node
// Draws the icons clients ask for by name from the crest (public/icon.svg, the header's crest):
// public/favicon.ico (16, 32 and 48 px in one ICO) and public/apple-touch-icon.png (180 px, on
// white: iOS fills transparency with black). Run after changing the crest: `node scripts/make-icons.mjs`.
// sharp is the image library Next itself installs; the files are committed, so builds need nothing.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { icoFromPngs } from '../lib/icons/ico.mjs'

const root = path.resolve(import.meta.dirname, '..')
const crest = readFileSync(path.join(root, 'public/icon.svg'))

/** The crest centred in a square of `size` pixels, `margin` of it left free on each side. */
async function square(size, margin, background) {
  const inner = Math.round(size * (1 - 2 * margin))
  const drawn = await sharp(crest, { density: 72 * Math.ceil(inner / 40) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

const clear = { r: 0, g: 0, b: 0, alpha: 0 }
const pngs = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await square(size, 0, clear) })))
writeFileSync(path.join(root, 'public/favicon.ico'), icoFromPngs(pngs))
writeFileSync(
  path.join(root, 'public/apple-touch-icon.png'),
  await square(180, 0.1, { r: 255, g: 255, b: 255, alpha: 1 }),
)
console.log('make-icons: wrote public/favicon.ico (16, 32, 48 px) and public/apple-touch-icon.png (180 px)')
