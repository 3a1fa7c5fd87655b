import { getHomeContent } from '@/lib/reads/home'

/**
 * The mission, vision and core values are written once, in the Home page global, and shown on
 * the home page and on the pages that state them again (/futurencu).
 */
export async function Statement({ name }: { name: 'mission' | 'vision' }) {
  const home = await getHomeContent()
  return <p>{home[name]}</p>
}

export async function CoreValues() {
  const home = await getHomeContent()
  return (
    <ul className="core-values">
      {home.coreValues.map((value) => (
        <li key={value}>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  )
}
