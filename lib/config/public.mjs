// @ts-check
/**
 * The browser's part of the configuration (site.mjs holds the server's): the few
 * `NEXT_PUBLIC_*` settings client components need. Next copies a public variable into browser
 * code only where the code names it literally, so those literal reads live here, and nowhere
 * else. Plain JavaScript without Node imports, so it loads in the browser, in the server and in
 * scripts alike.
 */

/** Local tiles (public/tiles), drawn by scripts/make-map-tiles.mjs. */
export const DEFAULT_MAP_TILE_URL = '/tiles/{z}/{x}/{y}.png'

/**
 * NEXT_PUBLIC_MAP_TILE_URL: a tile server for the Leaflet maps, else the local tiles.
 * @param {string | undefined} raw
 */
export function parseMapTileUrl(raw) {
  return raw?.trim() || DEFAULT_MAP_TILE_URL
}

/** Settings fixed into the browser's code at build time. */
export const publicConfig = Object.freeze({
  mapTileUrl: parseMapTileUrl(process.env.NEXT_PUBLIC_MAP_TILE_URL),
})
