/**
 * Lower-case, ASCII, hyphen-separated: the form every slug in the site takes (CMS slug fields,
 * the seed, programme look-ups, download file names). Accents are dropped, apostrophes vanish
 * (graduate’s → graduates), `&` reads "and", every other run of non-alphanumerics is one hyphen.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
