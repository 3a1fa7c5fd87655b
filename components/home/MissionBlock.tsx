import styles from './Home.module.css'

/** Mission, vision and core values side by side. */
export function MissionBlock({
  mission,
  vision,
  coreValues,
}: {
  mission: string
  vision: string
  coreValues: string[]
}) {
  return (
    <section className="render-when-near section" aria-labelledby="mission-heading" data-block="mission">
      <div className={`container ${styles.three}`}>
        <div>
          <h2 id="mission-heading">Our mission</h2>
          <p>{mission}</p>
        </div>
        <div>
          <h2>Our vision</h2>
          <p>{vision}</p>
        </div>
        <div>
          <h2>Core values</h2>
          <ul className={styles.values}>
            {coreValues.map((value) => (
              <li key={value} className="badge">
                {value}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
