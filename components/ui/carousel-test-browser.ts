/**
 * What jsdom lacks and a carousel asks of the browser (tests only): the reduced-motion query and
 * the observers embla starts with.
 */
export function stubCarouselBrowser({ reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
  const Observer = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: Observer, IntersectionObserver: Observer })
}
