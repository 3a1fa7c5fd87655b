/**
 * The demo's documents, written as PDFs by hand (no library: text in the standard Helvetica faces
 * is all they need). Each reads as what it is named: a title page, then the sections a form, a
 * handbook, a policy, a bulletin or a brochure has, over several pages with page numbers, and a
 * line on the first page saying it is a sample an editor replaces.
 */

export type DocumentCategory = 'form' | 'handbook' | 'bulletin' | 'calendar' | 'policy' | 'brochure' | 'other'

type Section = { heading: string; paragraphs: string[]; fields?: string[] }

const SAMPLE_NOTE = 'Sample document for the demonstration site. Editors replace it in the CMS (Documents).'

/** The sections a document of each kind has; `subject` is its title in lower case, `lines` what its seed says of it. */
function sectionsFor(category: DocumentCategory, title: string, lines: string[]): Section[] {
  const subject = title.toLowerCase()
  const about = lines.length ? lines : [`This document sets out the university's ${subject}.`]
  switch (category) {
    case 'form':
      return [
        {
          heading: 'Instructions',
          paragraphs: [
            ...about,
            'Complete every part of this form in block capitals or type. Incomplete forms are returned to the student.',
            'Return the completed form to the office named below, with any documents it asks for.',
          ],
        },
        {
          heading: 'Part A: Student details',
          paragraphs: [],
          fields: ['Surname', 'Given names', 'Student ID number', 'Programme of study', 'Telephone', 'E-mail'],
        },
        {
          heading: 'Part B: Request',
          paragraphs: ['State what you are asking for and why. Attach supporting documents where they apply.'],
          fields: ['Details of the request', 'Semester and year', 'Supporting documents attached'],
        },
        {
          heading: 'Part C: Declaration',
          paragraphs: [
            'I declare that the information given on this form is true and complete. I understand that false information may lead to the request being refused.',
          ],
          fields: ['Signature of student', 'Date'],
        },
        {
          heading: 'For office use only',
          paragraphs: [],
          fields: ['Received by', 'Date received', 'Approved / not approved', 'Authorised signature'],
        },
      ]
    case 'handbook':
      return [
        { heading: 'Welcome', paragraphs: [...about, `This ${subject} brings together what you need to know.`] },
        {
          heading: 'Academic life',
          paragraphs: [
            'Register each semester in the dates set out in the academic calendar. Adds are allowed in the first two weeks; later changes follow the registration rules.',
            'Your academic advisor helps you plan your programme and checks your progress towards graduation.',
          ],
        },
        {
          heading: 'Student services',
          paragraphs: [
            'Health Services, Counselling and Psychological Services, the library, the computer labs and Career Services are open to every registered student.',
          ],
        },
        {
          heading: 'Residence and campus life',
          paragraphs: [
            'Residence students follow their hall rules and curfew. Worship, clubs, sports and community service are part of life on campus.',
          ],
        },
        {
          heading: 'Conduct',
          paragraphs: [
            "Students are expected to respect others, the campus and the university's Christian values. The disciplinary procedure is set out in full in the student code.",
          ],
        },
        {
          heading: 'Where to get help',
          paragraphs: ['The department directory on the website lists every office with its extension and e-mail.'],
        },
      ]
    case 'bulletin':
      return [
        { heading: 'About the university', paragraphs: about },
        {
          heading: 'Admission',
          paragraphs: [
            'Admission requirements, the documents to send and the application fees are set out for each level of study.',
          ],
        },
        {
          heading: 'Academic policies',
          paragraphs: [
            'Registration, grading, academic standing, honours and graduation requirements apply to every student admitted under this bulletin.',
          ],
        },
        {
          heading: 'Programmes of study',
          paragraphs: [
            'Each college lists its programmes with their requirements: general education, the major, cognates and electives, and the credits each needs.',
          ],
        },
        {
          heading: 'Course descriptions',
          paragraphs: [
            'Courses are listed by subject with their credits, prerequisites and the semester they are offered.',
          ],
        },
      ]
    case 'policy':
      return [
        { heading: 'Purpose', paragraphs: about },
        { heading: 'Scope', paragraphs: ['This policy applies to students, faculty and staff of every campus.'] },
        {
          heading: 'Policy',
          paragraphs: [
            'The university sets out the rules that follow and the responsibilities of each office that applies them.',
          ],
        },
        {
          heading: 'Procedures',
          paragraphs: ['Questions and requests are addressed to the office responsible, which answers in writing.'],
        },
        {
          heading: 'Review',
          paragraphs: ['The policy is reviewed every three years, or sooner where the law changes.'],
        },
      ]
    case 'brochure':
      return [
        { heading: 'Why study with us', paragraphs: about },
        {
          heading: 'Programmes',
          paragraphs: [
            "Certificate, associate, bachelor's, master's and doctoral programmes in five colleges and schools.",
          ],
        },
        {
          heading: 'Campus life',
          paragraphs: ['Residence halls, worship, clubs, sports and service on every campus.'],
        },
        {
          heading: 'How to apply',
          paragraphs: ['Apply online, send your documents and the application fee, and arrange a visit to the campus.'],
        },
      ]
    default:
      return [{ heading: 'About this document', paragraphs: about }]
  }
}

/** Words to lines of at most `width` characters (Helvetica at 11 pt fills the column at about 90). */
function wrap(text: string, width: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out
}

/** PDF's standard fonts read Latin-1 (WinAnsi); the few typographic characters the seed uses are written plainly. */
const pdfText = (text: string) =>
  text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[^\x20-\x7e]/g, '-')

/** A line of text `gap` points below the one before; `newPage` starts a page with it. */
type Line = { font: 'F1' | 'F2'; size: number; text: string; gap: number; newPage?: true }

const TOP = 740
const BOTTOM = 80

/** The document's lines laid out on pages of US Letter, top to bottom. */
function paginate(lines: Line[]): Line[][] {
  const pages: Line[][] = []
  let y = BOTTOM
  for (const line of lines) {
    if (!pages.length || line.newPage || y - line.gap < BOTTOM) {
      pages.push([])
      y = TOP
    }
    y -= line.gap
    pages[pages.length - 1].push(line)
  }
  return pages
}

export function samplePdf({
  title,
  category = 'other',
  lines = [],
  university = 'Northern Caribbean University',
}: {
  title: string
  category?: DocumentCategory
  lines?: string[]
  university?: string
}): Buffer {
  const sections = sectionsFor(category, title, lines)
  // A form starts on its first page; anything longer has a cover with its contents.
  const cover = category !== 'form'
  const body: Line[] = [
    { font: 'F2', size: 12, text: university, gap: cover ? 60 : 0 },
    { font: 'F2', size: cover ? 26 : 20, text: title, gap: cover ? 60 : 30 },
    { font: 'F1', size: 10, text: SAMPLE_NOTE, gap: cover ? 30 : 18 },
    ...(cover
      ? [
          { font: 'F2', size: 14, text: 'Contents', gap: 80 } as Line,
          ...sections.map((section, i): Line => ({
            font: 'F1',
            size: 11,
            text: `${i + 1}. ${section.heading}`,
            gap: 18,
          })),
        ]
      : []),
  ]
  for (const [i, section] of sections.entries()) {
    body.push({
      font: 'F2',
      size: 14,
      text: `${i + 1}. ${section.heading}`,
      gap: cover && i === 0 ? 20 : 34,
      ...(cover && i === 0 ? { newPage: true as const } : {}),
    })
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, 90).forEach((text, i) => body.push({ font: 'F1', size: 11, text, gap: i === 0 ? 20 : 15 }))
    }
    for (const field of section.fields ?? [])
      body.push({ font: 'F1', size: 11, text: `${field}: ${'_'.repeat(Math.max(10, 70 - field.length))}`, gap: 26 })
  }
  const pages = paginate(body)

  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, once the pages' numbers are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Author (${pdfText(university)}) /Producer (university-site seed) >>`,
  ]
  const pageRefs: string[] = []
  pages.forEach((page, index) => {
    let y = TOP
    const ops = page.map((line) => {
      y -= line.gap
      return `BT /${line.font} ${line.size} Tf 72 ${y} Td (${pdfText(line.text)}) Tj ET`
    })
    ops.push(`BT /F1 9 Tf 72 50 Td (${pdfText(`${university} - ${title}`)}) Tj ET`)
    ops.push(`BT /F1 9 Tf 480 50 Td (Page ${index + 1} of ${pages.length}) Tj ET`)
    const stream = ops.join('\n')
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    const contents = objects.length
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`,
    )
    pageRefs.push(`${objects.length} 0 R`)
  })
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`

  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
