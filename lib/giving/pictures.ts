/**
 * The pictures the giving pages show, by name (lib/uploads/picture-name.ts: any format). The seed
 * draws them under these names; an editor replaces one by uploading a picture of the same name.
 */
export const GIVING_PICTURES = {
  /** The NCU Oval campaign's slideshow, in order. */
  oval: ['oval-1', 'oval-2', 'oval-3'],
  /** The Feast of Lights: the concert, then its programme. */
  feastOfLights: ['feast-of-lights', 'feast-of-lights-programme'],
  /** The two student stories on /giving, in order. */
  students: ['giving-student-1', 'giving-student-2'],
} as const
