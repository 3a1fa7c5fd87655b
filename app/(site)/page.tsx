import type { Metadata } from 'next'
import { getSiteSettings } from '@/lib/data/settings'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return { title: { absolute: settings.universityName }, description: settings.tagline || settings.universityName }
}

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <div className="container section">
      <h1>{settings.universityName}</h1>
      <p>{settings.tagline}</p>
    </div>
  )
}
