/**
 * Real photographs for the bench, as an editor would upload them: camera-sized JPEGs of several
 * megabytes, not the seed's flat gradients. The photographs are KDE Plasma wallpapers from
 * Debian's `plasma-workspace-wallpapers` package (LGPL-3; fetched with apt, never committed),
 * scaled up to a 12-megapixel phone camera's frame and saved at a camera's JPEG quality.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Photographs (not renders or paintings) in that package: a path in a forest, a jetty, cups. */
const PHOTOS = ['Path', 'BytheWater', 'ColorfulCups']
/** A 12 MP phone camera's frame. */
const CAMERA = { width: 4032, height: 3024 }
const CACHE = path.join(os.homedir(), '.cache/university-site/bench-photos')

function extractPackage() {
  const unpacked = path.join(CACHE, 'package')
  if (existsSync(path.join(unpacked, 'usr/share/wallpapers'))) return unpacked
  mkdirSync(CACHE, { recursive: true })
  execFileSync('apt-get', ['download', 'plasma-workspace-wallpapers'], {
    cwd: CACHE,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deb = readdirSync(CACHE).find((f) => f.startsWith('plasma-workspace-wallpapers') && f.endsWith('.deb'))
  if (!deb) throw new Error('apt-get download plasma-workspace-wallpapers left no .deb')
  execFileSync('dpkg-deb', ['-x', path.join(CACHE, deb), unpacked])
  return unpacked
}

/** The largest JPEG of a wallpaper. */
function largest(unpacked, name) {
  const dir = path.join(unpacked, 'usr/share/wallpapers', name, 'contents/images')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0]
}

/** Camera-sized JPEGs of the photographs: [{ name, file, bytes, width, height }]. */
export async function cameraPhotos(sharp) {
  const unpacked = extractPackage()
  const photos = []
  for (const name of PHOTOS) {
    const file = path.join(CACHE, `${name}-camera.jpg`)
    if (!existsSync(file)) {
      await sharp(largest(unpacked, name))
        .resize(CAMERA.width, CAMERA.height, { fit: 'cover', kernel: 'lanczos3' })
        .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        .withMetadata()
        .toFile(file)
    }
    photos.push({ name, file, bytes: statSync(file).size, ...CAMERA })
  }
  return photos
}

/** A photograph of about 6 MB (16 MP, a camera's finest JPEG quality): the upload the bench times. */
export async function sixMegabytePhoto(sharp) {
  const file = path.join(CACHE, 'Path-6mb.jpg')
  if (!existsSync(file)) {
    const source = largest(extractPackage(), 'Path')
    const frame = { width: 4624, height: 3468 }
    for (const quality of [94, 96, 98, 100]) {
      await sharp(source)
        .resize(frame.width, frame.height, { fit: 'cover', kernel: 'lanczos3' })
        .jpeg({ quality, chromaSubsampling: '4:4:4' })
        .toFile(file)
      if (statSync(file).size >= 6_000_000) break
    }
  }
  return { name: 'Path (6 MB)', file, bytes: statSync(file).size, width: 4624, height: 3468 }
}
