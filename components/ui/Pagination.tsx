import type { MouseEvent } from 'react'
import { PageLink } from './PageLink'
import styles from './ArchiveNav.module.css'

type Item = number | 'gap'

/**
 * The page numbers a list shows: the first and the last, the current page and its neighbours; a
 * run of skipped pages is one ellipsis (a single skipped page is shown instead, being as short).
 */
export function pageItems(page: number, totalPages: number): Item[] {
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b)
  const items: Item[] = []
  let previous = 0
  for (const p of shown) {
    if (p - previous === 2) items.push(previous + 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}

/**
 * Links to the other pages of a list: previous, numbered (the current one marked), next. Plain
 * links to crawlable URLs, so they work without JavaScript; nothing when the list fits one page.
 * A list that turns pages itself with JavaScript (the programme finder) hears each click in
 * `onFollow`, and keeps the link's own navigation unless it prevents it.
 */
export function Pagination({
  label,
  page,
  totalPages,
  href,
  onFollow,
}: {
  label: string
  page: number
  totalPages: number
  href: (page: number) => string
  onFollow?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  if (totalPages <= 1) return null
  const follow = (to: number) => (onFollow ? (event: MouseEvent<HTMLAnchorElement>) => onFollow(to, event) : undefined)
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <PageLink href={href(page - 1)} className={styles.link} onClick={follow(page - 1)}>
              Previous<span className="visually-hidden"> page</span>
            </PageLink>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageLink
                href={href(item)}
                className={styles.link}
                aria-current={item === page ? 'page' : undefined}
                onClick={follow(item)}
              >
                <span className="visually-hidden">Page </span>
                {item}
              </PageLink>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <PageLink href={href(page + 1)} className={styles.link} onClick={follow(page + 1)}>
              Next<span className="visually-hidden"> page</span>
            </PageLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
