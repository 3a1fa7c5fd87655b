import { SmartLink } from '@/components/ui/SmartLink'
import styles from './ComposedPage.module.css'

/** A banded invitation with one button (register, apply, visit). */
export function CallToActionBlock({
  heading,
  text,
  linkLabel,
  linkUrl,
}: {
  heading: string
  text: string
  linkLabel: string
  linkUrl: string
}) {
  return (
    <section className={styles.callToAction} aria-label={heading}>
      <h2>{heading}</h2>
      {text ? <p>{text}</p> : null}
      <SmartLink className="btn btn-accent" href={linkUrl}>
        {linkLabel}
      </SmartLink>
    </section>
  )
}
