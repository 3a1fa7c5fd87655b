/**
 * What an editor does, through Payload's REST API: sign in, upload photographs, put them on the
 * banner, a story, a programme and a college, publish new records.
 */
import { openAsBlob } from 'node:fs'
import path from 'node:path'

export async function signIn(base, email = 'admin@example.edu', password = 'demo-admin-password') {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return response.json()
}

/**
 * Uploads one photograph as the admin's upload form does (multipart, resized by sharp on the
 * server); `sample` is called every 100 ms meanwhile (the server's memory). Returns the media
 * document and the time taken.
 */
export async function upload(base, auth, photo, sample = () => {}) {
  const form = new FormData()
  form.append('file', await openAsBlob(photo.file, { type: 'image/jpeg' }), path.basename(photo.file))
  form.append('_payload', JSON.stringify({ alt: `Bench photograph: ${photo.name}` }))
  const timer = setInterval(sample, 100)
  const started = performance.now()
  try {
    const { doc } = await json(
      await fetch(`${base}/api/media`, { method: 'POST', headers: auth, body: form }),
      'upload',
    )
    return { doc, ms: Math.round(performance.now() - started) }
  } finally {
    clearInterval(timer)
  }
}

const patch = async (base, auth, collection, id, data) =>
  json(
    await fetch(`${base}/api/${collection}/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    }),
    `update ${collection}/${id}`,
  )

const first = async (base, collection, query = '') =>
  (await json(await fetch(`${base}/api/${collection}?limit=1&depth=0${query}`), `list ${collection}`)).docs[0]

/**
 * Puts the photographs where editors put pictures: the first home banner, the newest story's
 * cover, a programme's thumbnail and backgrounds, a college's picture. Returns what it changed.
 */
export async function placePhotos(base, auth, media) {
  const [a, b, c] = media.map((m) => m.id)
  const changed = []
  const banner = await first(base, 'banners', '&sort=order')
  if (banner) changed.push(await patch(base, auth, 'banners', banner.id, { image: a }).then(() => 'home banner'))
  const story = await first(base, 'stories', '&sort=-publishedAt')
  if (story) changed.push(await patch(base, auth, 'stories', story.id, { cover: b }).then(() => `story ${story.slug}`))
  const programme = await first(base, 'programmes', '&where[kind][equals]=undergraduate')
  if (programme)
    changed.push(
      await patch(base, auth, 'programmes', programme.id, { thumbnail: c, backgroundImages: [a, b, c] }).then(
        () => `programme ${programme.slug}`,
      ),
    )
  const college = await first(base, 'colleges')
  if (college)
    changed.push(await patch(base, auth, 'colleges', college.id, { image: b }).then(() => `college ${college.route}`))
  return changed
}
