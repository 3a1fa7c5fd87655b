import { ExternalLink } from '@/components/ui/ExternalLink'
import { isExternal } from '@/lib/text/is-external'
import styles from './mdx.module.css'
import { PageLink } from '@/components/ui/PageLink'

export type LinkCard = { title: string; href: string; text?: string }

/** A grid of link cards that highlight on hover and keyboard focus. */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label?: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => {
        const external = isExternal(card.href)
        return (
          <li key={card.href + card.title}>
            {external ? (
              <ExternalLink className={styles.linkCard} href={card.href}>
                <strong>
                  {card.title}{' '}
                  <span aria-hidden="true" className={styles.external}>
                    ↗
                  </span>
                </strong>
                {card.text ? <span>{card.text}</span> : null}
              </ExternalLink>
            ) : (
              <PageLink className={styles.linkCard} href={card.href}>
                <strong>{card.title}</strong>
                {card.text ? <span>{card.text}</span> : null}
              </PageLink>
            )}
          </li>
        )
      })}
    </ul>
  )
}
