import type { BlockRenderers } from '@/components/ui/rich-text-blocks'
import { FormBlock } from '@/features/forms/public/FormBlock'
import { toFormBlockData } from '@/features/forms/public/form-block-data'
import styles from './Stories.module.css'

/** The blocks a story's text may hold (lib/cms/collections/Stories.ts): a form editors built, under its heading. */
export const STORY_BLOCKS: BlockRenderers = {
  form: (fields) => {
    const data = toFormBlockData(fields.heading as string | null | undefined, fields.form)
    return data ? (
      <div className={styles.textBlock}>
        <FormBlock {...data} />
      </div>
    ) : null
  },
}
