import styles from '@/components/careers/Careers.module.css'
import { JobCards } from '@/components/careers/JobCards'
import { PageHeader } from '@/components/ui/PageHeader'
import { CAREERS_SNIPPET_SIZE } from '@/lib/careers/deadline'
import { page } from '@/lib/pages'
import { pageMetadata } from '@/lib/pages/metadata'
import { getOpenJobs } from '@/lib/reads/jobs'
import { PageLink } from '@/components/ui/PageLink'

export const revalidate = 3600

export const generateMetadata = () => pageMetadata('/careerservices')

const PILLARS = [
  { year: 'First year: explore', text: 'Discover your interests and strengths, meet a career advisor and join a club.' },
  { year: 'Second year: focus', text: 'Confirm your major, build your CV and look for volunteer and summer work.' },
  { year: 'Third year: experience', text: 'Complete an internship, attend career fairs and practise interviews.' },
  { year: 'Final year: launch', text: 'Apply for jobs or graduate school, polish your portfolio and grow your network.' },
]

export default async function CareerServicesPage() {
  const jobs = await getOpenJobs(CAREERS_SNIPPET_SIZE)
  return (
    <>
      <PageHeader title={page('/careerservices').title} />
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
      <section className="section section-alt" aria-labelledby="jobs-heading">
        <div className="container">
          <h2 id="jobs-heading">Work at the university</h2>
          <JobCards jobs={jobs.slice(0, CAREERS_SNIPPET_SIZE)} headingLevel={3} />
          <p>
            <PageLink href="/careers">All open positions</PageLink>
          </p>
        </div>
      </section>
    </>
  )
}
