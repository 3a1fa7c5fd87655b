/** Views per day as a bar chart, drawn on the server as SVG (no chart library, no script). */
export function ViewsChart({ days }: { days: { day: string; views: number }[] }) {
  const width = 720
  const height = 220
  const left = 44
  const bottom = 28
  const top = 12
  const max = Math.max(1, ...days.map((d) => d.views))
  // A round top for the axis: 1, 2 or 5 times a power of ten.
  const magnitude = 10 ** Math.floor(Math.log10(max))
  const ceiling = [1, 2, 5, 10].map((m) => m * magnitude).find((v) => v >= max) ?? max
  const plotHeight = height - top - bottom
  const slot = (width - left) / days.length
  const y = (v: number) => top + plotHeight - (v / ceiling) * plotHeight
  const first = days[0]?.day
  const last = days.at(-1)?.day
  return (
    // Scrolls on a phone rather than shrinking its labels past reading.
    <div style={{ overflowX: 'auto', maxWidth: width }} tabIndex={0} role="region" aria-label="Views per day">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby="views-chart-title"
        data-testid="views-chart"
        style={{ minWidth: 540, display: 'block' }}
      >
        <title id="views-chart-title">{`Page views per day, ${first} to ${last}`}</title>
        {[0, ceiling / 2, ceiling].map((v) => (
          <g key={v}>
            <line x1={left} x2={width} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.2} />
            <text x={left - 6} y={y(v) + 4} textAnchor="end" fontSize={13} fill="currentColor">
              {v}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = (d.views / ceiling) * plotHeight
          return (
            <rect
              key={d.day}
              x={left + i * slot + slot * 0.15}
              y={top + plotHeight - h}
              width={slot * 0.7}
              height={h}
              fill="var(--theme-success-500, #2f7d32)"
              data-day={d.day}
              data-views={d.views}
            >
              <title>{`${d.day}: ${d.views} views`}</title>
            </rect>
          )
        })}
        {[0, Math.floor(days.length / 2), days.length - 1].map((i) =>
          days[i] ? (
            <text
              key={i}
              x={left + i * slot + slot / 2}
              y={height - 8}
              textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
              fontSize={13}
              fill="currentColor"
            >
              {days[i].day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  )
}
