import { SmartLink } from '@/components/ui/SmartLink'
import type { HomeLink } from '@/lib/home/content'
import styles from './Home.module.css'

/** A heading and the editors' list of links (the admissions and partners blocks). */
export function LinkListBlock({
  name,
  heading,
  links,
  alt = false,
}: {
  name: string
  heading: string
  links: HomeLink[]
  alt?: boolean
}) {
  return (
    <section
      className={`render-when-near section${alt ? ' section-alt' : ''}`}
      aria-labelledby={`${name}-heading`}
      data-block={name}
    >
      <div className="container">
        <h2 id={`${name}-heading`}>{heading}</h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={`${link.label} ${link.href}`}>
              <SmartLink href={link.href}>{link.label}</SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
