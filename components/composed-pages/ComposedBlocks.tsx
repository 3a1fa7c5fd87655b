import { DataTable } from '@/components/mdx/DataTable'
import { FormBlock } from '@/features/forms/public/FormBlock'
import { RichText } from '@/components/ui/RichText'
import { VideoFacade } from '@/components/ui/VideoFacade'
import type { ComposedBlock } from '@/lib/reads/pages'
import { CallToActionBlock } from './CallToActionBlock'
import { CardsBlock } from './CardsBlock'
import { DownloadsBlock } from './DownloadsBlock'
import { FaqBlock } from './FaqBlock'
import { PictureBlock } from './PictureBlock'
import styles from './ComposedPage.module.css'

function Block({ block }: { block: ComposedBlock }) {
  switch (block.type) {
    case 'richText':
      return <RichText data={block.content} />
    case 'picture':
      return <PictureBlock image={block.image} caption={block.caption} />
    case 'callToAction':
      return <CallToActionBlock {...block} />
    case 'cards':
      return <CardsBlock heading={block.heading} items={block.items} />
    case 'faq':
      return <FaqBlock heading={block.heading} items={block.items} />
    case 'table':
      return <DataTable caption={block.caption} columns={block.header} rows={block.rows} />
    case 'video':
      return <VideoFacade youtubeId={block.youtubeId} title={block.title} />
    case 'downloads':
      return <DownloadsBlock heading={block.heading} documents={block.documents} />
    case 'form':
      return <FormBlock {...block} />
  }
}

/** The blocks of a page an editor composed, in their order. */
export function ComposedBlocks({ blocks }: { blocks: ComposedBlock[] }) {
  return blocks.map((block) => (
    <div key={block.id} className={styles.block} data-block={block.type}>
      <Block block={block} />
    </div>
  ))
}
