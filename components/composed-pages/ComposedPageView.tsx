import Image from 'next/image'
import { PageHeader } from '@/components/ui/PageHeader'
import type { ComposedPage } from '@/lib/reads/pages'
import { ComposedBlocks } from './ComposedBlocks'
import styles from './ComposedPage.module.css'

/** A page an editor composed: the banded header (the hero's heading or the title), its picture, then its blocks. */
export function ComposedPageView({ page }: { page: ComposedPage }) {
  return (
    <>
      <PageHeader title={page.heading} intro={page.ownDescription ? page.description : undefined} />
      {page.heroImage ? (
        <Image
          className={styles.hero}
          src={page.heroImage.src}
          alt={page.heroImage.alt}
          width={page.heroImage.width}
          height={page.heroImage.height}
          priority
          sizes="100vw"
        />
      ) : null}
      <div className="container section prose" data-testid="composed-page">
        <ComposedBlocks blocks={page.blocks} />
      </div>
    </>
  )
}
