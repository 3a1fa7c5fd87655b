import type { Banner } from '@/lib/reads/home'
import { BannerCarousel, type BannerSlide } from './BannerCarousel'

/** The banner carousel at the top of the home page: the banners that have a picture. */
export function BannerBlock({ banners }: { banners: Banner[] }) {
  const slides = banners.filter((b): b is BannerSlide => b.image !== null)
  return (
    <div data-block="banner">
      <BannerCarousel slides={slides} />
    </div>
  )
}
