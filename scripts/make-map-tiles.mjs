#!/usr/bin/env node
// Renders the stylised local map tiles the site's Leaflet maps use (public/tiles/{z}/{x}/{y}.png):
// the whole world at zoom 3 (8×8 tiles, the Map page) and zooms 5-10 around Jamaica (the campus maps
// on Contact Us), plus public/tiles/sea.png for anything outside. Sea and land colours, a light grid,
// rough coastlines. Nothing is downloaded. Run once: `node scripts/make-map-tiles.mjs`.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve('public/tiles')
const SIZE = 256
const SEA = '#b9d7ea'
const LAND = '#e8e4d0'
const COAST = '#8aa27a'
const GRID = '#9fc3da'

// Rough outlines as [lon, lat]; stylised, not survey data.
const JAMAICA = [
  [-78.37, 18.27],
  [-78.2, 18.45],
  [-77.95, 18.52],
  [-77.6, 18.49],
  [-77.2, 18.45],
  [-76.9, 18.4],
  [-76.55, 18.2],
  [-76.35, 18.15],
  [-76.18, 18.0],
  [-76.3, 17.88],
  [-76.6, 17.87],
  [-76.85, 17.93],
  [-77.05, 17.86],
  [-77.2, 17.75],
  [-77.45, 17.85],
  [-77.7, 17.85],
  [-77.85, 17.95],
  [-78.05, 18.1],
  [-78.25, 18.2],
]
const WORLD = [
  // North and Central America
  [
    [-168, 66],
    [-140, 70],
    [-95, 72],
    [-62, 60],
    [-55, 50],
    [-70, 43],
    [-76, 35],
    [-81, 25],
    [-90, 30],
    [-97, 22],
    [-88, 15],
    [-78, 8],
    [-84, 9],
    [-105, 20],
    [-117, 32],
    [-125, 48],
    [-150, 60],
  ],
  // South America
  [
    [-78, 8],
    [-60, 10],
    [-35, -6],
    [-40, -22],
    [-58, -38],
    [-68, -55],
    [-75, -45],
    [-71, -18],
    [-81, -5],
  ],
  // Europe and Asia
  [
    [-10, 36],
    [-9, 44],
    [-5, 48],
    [5, 58],
    [20, 70],
    [60, 72],
    [100, 77],
    [140, 72],
    [180, 68],
    [160, 60],
    [140, 45],
    [122, 30],
    [108, 20],
    [100, 8],
    [92, 22],
    [78, 8],
    [72, 20],
    [57, 25],
    [48, 30],
    [35, 36],
    [25, 38],
    [10, 44],
    [3, 43],
  ],
  // Africa
  [
    [-17, 21],
    [-10, 35],
    [10, 37],
    [32, 31],
    [43, 12],
    [51, 11],
    [40, -15],
    [33, -26],
    [20, -35],
    [12, -18],
    [9, 4],
    [-8, 4],
    [-17, 14],
  ],
  // Australia
  [
    [114, -22],
    [130, -12],
    [142, -11],
    [153, -25],
    [150, -37],
    [140, -38],
    [130, -32],
    [115, -34],
  ],
  // Greenland
  [
    [-55, 60],
    [-45, 60],
    [-20, 70],
    [-30, 83],
    [-60, 82],
    [-72, 77],
  ],
  // Cuba and Hispaniola (context around Jamaica)
  [
    [-85, 21.9],
    [-82, 23.1],
    [-77.5, 22.4],
    [-74.2, 20.2],
    [-77.7, 19.9],
    [-81, 21.6],
  ],
  [
    [-74.4, 18.5],
    [-72.8, 19.9],
    [-69.8, 19.7],
    [-68.4, 18.6],
    [-71.4, 17.6],
    [-74.4, 18.3],
  ],
]

function project(lon, lat, z) {
  const n = 2 ** z * SIZE
  const x = ((lon + 180) / 360) * n
  const s = Math.sin((lat * Math.PI) / 180)
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n
  return [x, y]
}

function tileRange(z, [west, south, east, north]) {
  const [x0, y0] = project(west, north, z)
  const [x1, y1] = project(east, south, z)
  return { xs: [Math.floor(x0 / SIZE), Math.floor(x1 / SIZE)], ys: [Math.floor(y0 / SIZE), Math.floor(y1 / SIZE)] }
}

function svgFor(z, tx, ty) {
  const ox = tx * SIZE
  const oy = ty * SIZE
  const shape = (poly) =>
    'M' +
    poly
      .map(([lon, lat]) => project(lon, lat, z))
      .map(([x, y]) => `${(x - ox).toFixed(1)} ${(y - oy).toFixed(1)}`)
      .join('L') +
    'Z'
  const land = [...WORLD, JAMAICA].map((p) => `<path d="${shape(p)}"/>`).join('')
  const grid = [0, 64, 128, 192].map((v) => `<path d="M${v} 0V256M0 ${v}H256"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${SEA}"/>
<g stroke="${GRID}" stroke-width="1" fill="none">${grid}</g>
<g fill="${LAND}" stroke="${COAST}" stroke-width="1.5" stroke-linejoin="round">${land}</g>
</svg>`
}

async function write(z, x, y) {
  const dir = path.join(OUT, String(z), String(x))
  await mkdir(dir, { recursive: true })
  const png = await sharp(Buffer.from(svgFor(z, x, y)))
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toBuffer()
  await writeFile(path.join(dir, `${y}.png`), png)
}

// Jamaica with a margin, for the campus maps.
const AROUND_JAMAICA = [-79.2, 17.2, -75.6, 19.0]
let count = 0
for (let x = 0; x < 8; x++) {
  for (let y = 0; y < 8; y++) {
    await write(3, x, y)
    count++
  }
}
for (let z = 5; z <= 10; z++) {
  const { xs, ys } = tileRange(z, AROUND_JAMAICA)
  for (let x = xs[0]; x <= xs[1]; x++) {
    for (let y = ys[0]; y <= ys[1]; y++) {
      await write(z, x, y)
      count++
    }
  }
}
await mkdir(OUT, { recursive: true })
await writeFile(
  path.join(OUT, 'sea.png'),
  await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${SEA}"/></svg>`,
    ),
  )
    .png({ palette: true })
    .toBuffer(),
)
console.log(`wrote ${count} tiles to ${OUT}`)
