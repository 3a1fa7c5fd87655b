import Image from 'next/image'
import type { Image as ImageData } from '@/lib/reads/media'
import styles from './ComposedPage.module.css'

/** A picture across the text column, with its caption under it. */
export function PictureBlock({ image, caption }: { image: ImageData; caption: string }) {
  return (
    <figure className={styles.figure}>
      <Image
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes="(max-width: 800px) 100vw, 760px"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
