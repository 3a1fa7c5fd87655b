import { isExternal } from '@/lib/text/is-external'
import styles from './mdx.module.css'

export type LinkCard = { title: string; href: string; text?: string }

/** A grid of link cards that highlight on hover and keyboard focus. */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label?: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => {
        const external = isExternal(card.href)
        return (
          <li key={card.href + card.title}>
            <a className={styles.linkCard} href={card.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <strong>
                {card.title}
                {external ? (
                  <>
                    {' '}
                    <span aria-hidden="true" className={styles.external}>
                      ↗
                    </span>
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </>
                ) : null}
              </strong>
              {card.text ? <span>{card.text}</span> : null}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
