/** Campuses shown on /contactus. The main campus address and phones come from Site settings. */
export type Campus = {
  id: string
  name: string
  /** Lines of the postal address; null = use the Site settings address (main campus). */
  address: string[] | null
  phones: string[]
  email: string | null
  lat: number
  lng: number
}

// Regional campus contact numbers and e-mails are sample values (the spec withholds them).
export const CAMPUSES: Campus[] = [
  { id: 'main', name: 'Main Campus (Mandeville)', address: null, phones: [], email: null, lat: 18.0407, lng: -77.5071 },
  {
    id: 'kingston',
    name: 'East Regional Campus (Kingston)',
    address: ['Kingston', 'Jamaica, W.I.'],
    phones: ['(876) 555-0120', '(876) 555-0121'],
    email: 'kingston@example.edu',
    lat: 18.0179,
    lng: -76.8099,
  },
  {
    id: 'montego-bay',
    name: 'West Regional Campus (Montego Bay)',
    address: ['Montego Bay, St. James', 'Jamaica, W.I.'],
    phones: ['(876) 555-0130', '(876) 555-0131'],
    email: 'montegobay@example.edu',
    lat: 18.4762,
    lng: -77.8939,
  },
  {
    id: 'st-anns-bay',
    name: "North Regional Campus (St. Ann's Bay)",
    address: ["St. Ann's Bay, St. Ann", 'Jamaica, W.I.'],
    phones: ['(876) 555-0140', '(876) 555-0141'],
    email: 'stannsbay@example.edu',
    lat: 18.4358,
    lng: -77.201,
  },
]
