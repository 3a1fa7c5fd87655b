/**
 * Embla and the plugins our carousels use: loaded on demand (useCarousel), not with the page.
 * Until a carousel starts it shows its first slide as the server rendered it, so a page's first
 * load carries none of this (13 kB compressed on every page with a carousel).
 */
export { default as EmblaCarousel } from 'embla-carousel'
export { default as Autoplay } from 'embla-carousel-autoplay'
export { default as Fade } from 'embla-carousel-fade'
