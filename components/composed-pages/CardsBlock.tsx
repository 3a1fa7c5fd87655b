import Image from 'next/image'
import { SmartLink } from '@/components/ui/SmartLink'
import type { Image as ImageData } from '@/lib/reads/media'
import styles from './ComposedPage.module.css'

type Card = { title: string; text: string; linkUrl: string; image: ImageData | null }

/** Cards that each lead to a page or record of the site (or elsewhere), with an optional picture. */
export function CardsBlock({ heading, items }: { heading: string; items: Card[] }) {
  return (
    <section aria-label={heading || undefined}>
      {heading ? <h2>{heading}</h2> : null}
      <ul className={styles.cards}>
        {items.map((card, i) => (
          <li key={i} className="card">
            {card.image ? (
              <Image
                className={styles.cardImage}
                src={card.image.src}
                alt=""
                width={card.image.width}
                height={card.image.height}
                sizes="(max-width: 600px) 100vw, 300px"
              />
            ) : null}
            <div className="card-body">
              <h3>
                <SmartLink href={card.linkUrl}>{card.title}</SmartLink>
              </h3>
              {card.text ? <p>{card.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
