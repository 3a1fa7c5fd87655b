import styles from './Careers.module.css'

const PILLARS = [
  {
    year: 'First year: explore',
    text: 'Discover your interests and strengths, meet a career advisor and join a club.',
  },
  { year: 'Second year: focus', text: 'Confirm your major, build your CV and look for volunteer and summer work.' },
  { year: 'Third year: experience', text: 'Complete an internship, attend career fairs and practise interviews.' },
  {
    year: 'Final year: launch',
    text: 'Apply for jobs or graduate school, polish your portfolio and grow your network.',
  },
]

/** What career services offer in each year of study. */
export function CareerPillars() {
  return (
    <section className="section">
      <div className={`container ${styles.pillars}`}>
        {PILLARS.map((p) => (
          <div key={p.year} className="card card-body">
            <h2>{p.year}</h2>
            <p>{p.text}</p>
          </div>
        ))}
      </div>
    </section>
  )
}
