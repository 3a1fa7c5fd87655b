/**
 * Every institutional policy figure of the static-content spec (§5, §9), written once.
 * Pages render from these modules; the tests beside them check them against the spec.
 */
export * from './admissions-finance'
export * from './student-services'
