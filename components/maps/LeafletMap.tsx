'use client'

import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { MapContainer, Marker, TileLayer } from 'react-leaflet'
import { publicConfig } from '@/lib/config/public.mjs'

export type MapPoint = { name: string; lat: number; lng: number }

/** Local tiles unless a tile server is configured (NEXT_PUBLIC_MAP_TILE_URL, fixed at build). */
export const TILE_URL = publicConfig.mapTileUrl

const pin = L.divIcon({
  className: '',
  html: '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.1 0 13.7 0 24 14 40 14 40s14-16 14-26.3C28 6.1 21.7 0 14 0z" fill="#0b3d6e"/><circle cx="14" cy="14" r="6" fill="#f2b705"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
})

/** The Leaflet map itself; only ever loaded in the browser (see MapBox). */
export default function LeafletMap({
  center,
  zoom,
  minZoom,
  maxZoom,
  points = [],
}: {
  center: [number, number]
  zoom: number
  minZoom?: number
  maxZoom?: number
  points?: MapPoint[]
}) {
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      minZoom={minZoom ?? zoom}
      maxZoom={maxZoom ?? zoom}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
      attributionControl={false}
      zoomControl={false}
      keyboard={false}
    >
      {/* On high-density screens, tiles of the next zoom at half size keep the map sharp. The local
          set has zooms 5-10 around Jamaica (higher zooms scale zoom 10) but only zoom 3 for the world. */}
      <TileLayer url={TILE_URL} errorTileUrl="/tiles/sea.png" noWrap detectRetina={zoom >= 5} maxNativeZoom={10} />
      {points.map((p) => (
        <Marker
          key={p.name}
          position={[p.lat, p.lng]}
          icon={pin}
          title={p.name}
          alt={p.name}
          keyboard={false}
          interactive={false}
        />
      ))}
    </MapContainer>
  )
}
