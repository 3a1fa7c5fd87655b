import { SmartLink } from '@/components/ui/SmartLink'
import styles from './mdx.module.css'

export type LinkCard = { title: string; href: string; text?: string }

/** A grid of link cards that highlight on hover and keyboard focus. */
export function LinkCards({ cards, label }: { cards: LinkCard[]; label?: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href + card.title}>
          <SmartLink className={styles.linkCard} href={card.href}>
            {(external) => (
              <>
                <strong>
                  {card.title}
                  {external ? (
                    <>
                      {' '}
                      <span aria-hidden="true" className={styles.external}>
                        ↗
                      </span>
                    </>
                  ) : null}
                </strong>
                {card.text ? <span>{card.text}</span> : null}
              </>
            )}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
