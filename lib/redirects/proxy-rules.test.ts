import { decide } from './proxy-rules'

const q = (s: string) => new URLSearchParams(s)

describe('proxy rules', () => {
  it('rewrites query-string detail URLs onto path segments', () => {
    expect(decide('/undergrad', q('degree=nursing'))).toEqual({ action: 'rewrite', to: '/undergrad/nursing' })
    expect(decide('/grad', q('degreeName=public-health&degreeType=g_programs'))).toEqual({
      action: 'rewrite',
      to: '/grad/public-health',
    })
    expect(decide('/featurestory', q('article=a-day-in-the-lab'))).toEqual({
      action: 'rewrite',
      to: '/featurestory/a-day-in-the-lab',
    })
  })

  it('rewrites the pages of the archives onto path segments, and redirects their page 1 to the list', () => {
    expect(decide('/allfeaturestories', q('page=2'))).toEqual({
      action: 'rewrite',
      to: '/allfeaturestories/archive/all/2',
    })
    expect(decide('/news', q('kind=sports&year=2019&page=2'))).toEqual({
      action: 'rewrite',
      to: '/news/archive/sports/2019/2',
    })
    expect(decide('/allfeaturestories', q('page=1'))).toEqual({ action: 'redirect', to: '/allfeaturestories' })
    expect(decide('/AllFeatureStories', q('page=2'))).toEqual({ action: 'redirect', to: '/allfeaturestories?page=2' })
  })

  it('serves /costs with a query from its per-request route, and sends that route’s own address back to /costs', () => {
    expect(decide('/costs', q(''))).toEqual({ action: 'next' })
    expect(decide('/costs', q('programme=nursing&residency=caribbean'))).toEqual({
      action: 'rewrite',
      to: '/costs/estimate?programme=nursing&residency=caribbean',
    })
    expect(decide('/costs/estimate', q('programme=nursing'))).toEqual({
      action: 'redirect',
      to: '/costs?programme=nursing',
    })
    expect(decide('/costs/estimate', q(''))).toEqual({ action: 'redirect', to: '/costs' })
  })

  it('rewrites a calendar’s month onto its route, and a month that is none onto a route that answers 404', () => {
    expect(decide('/eventscalendar', q('month=2026-12'))).toEqual({
      action: 'rewrite',
      to: '/eventscalendar/month/2026-12',
    })
    expect(decide('/academiccalendar', q('month=2027-01&utm_source=x'))).toEqual({
      action: 'rewrite',
      to: '/academiccalendar/month/2027-01',
    })
    for (const bad of ['month=2026-13', 'month=abc', 'month=', 'month=2026-1', 'month=%202026-12'])
      expect(decide('/eventscalendar', q(bad))).toEqual({ action: 'rewrite', to: '/eventscalendar/month/-' })
    expect(decide('/eventscalendar', q(''))).toEqual({ action: 'next' })
    expect(decide('/EventsCalendar', q('month=2026-12'))).toEqual({
      action: 'redirect',
      to: '/eventscalendar?month=2026-12',
    })
  })

  it('redirects the older undergraduate detail URL permanently', () => {
    expect(decide('/undergrad', q('degreeName=nursing&degreeType=u_programs'))).toEqual({
      action: 'redirect',
      to: '/undergrad?degree=nursing',
    })
  })

  it('redirects older spellings to their pages', () => {
    expect(decide('/UndergradPrograms', q(''))).toEqual({ action: 'redirect', to: '/undergrad' })
    expect(decide('/GradPrograms', q(''))).toEqual({ action: 'redirect', to: '/grad' })
    expect(decide('/transferstudent', q(''))).toEqual({ action: 'redirect', to: '/transfer_students' })
    expect(decide('/intstudents', q(''))).toEqual({ action: 'redirect', to: '/international_students' })
    expect(decide('/undergradrequirements', q(''))).toEqual({ action: 'redirect', to: '/undergradadmission' })
  })

  it('takes a trailing slash off in the same hop as an older spelling, keeping the query', () => {
    expect(decide('/undergradrequirements/', q(''))).toEqual({ action: 'redirect', to: '/undergradadmission' })
    expect(decide('/news/', q('page=2'))).toEqual({ action: 'redirect', to: '/news?page=2', storedFirst: true })
    expect(decide('/news//', q(''))).toEqual({ action: 'redirect', to: '/news', storedFirst: true })
    expect(decide('/', q(''))).toEqual({ action: 'next' })
    expect(decide('/news', q(''))).toEqual({ action: 'next' })
  })

  it('keeps the lower-case programme list pages as real pages', () => {
    expect(decide('/undergradprograms', q(''))).toEqual({ action: 'next' })
    expect(decide('/gradprograms', q(''))).toEqual({ action: 'next' })
  })

  it('normalises the letter case of known routes and keeps the query', () => {
    expect(decide('/ContactUs', q(''))).toEqual({ action: 'redirect', to: '/contactus' })
    expect(decide('/feastoflight', q(''))).toEqual({ action: 'redirect', to: '/feastOfLight' })
    expect(decide('/SEARCHDEPARTMENT', q('x=1'))).toEqual({ action: 'redirect', to: '/searchDepartment?x=1' })
  })

  it('leaves canonical and unknown paths alone', () => {
    expect(decide('/feastOfLight', q(''))).toEqual({ action: 'next' })
    expect(decide('/no-such-page', q(''))).toEqual({ action: 'next' })
    expect(decide('/undergrad', q(''))).toEqual({ action: 'next' })
  })
})
