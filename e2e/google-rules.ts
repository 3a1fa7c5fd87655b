import Validator from '@adobe/structured-data-validator'
import BaseValidator from '@adobe/structured-data-validator/src/types/base.js'
import { schemaOrgVocabulary } from './schema-org'

/*
 * Adobe's validator checks every node against schema.org's vocabulary and holds Google's rich
 * result rules for some types (Organization, BreadcrumbList, ListItem, JobPosting, Offer, Person…).
 * The types it has no rules for are added here with its own rule helpers, each rule as Google's
 * documentation states it (Search Central, structured data: "Course info", "Event", "Article"):
 * a missing required property is an ERROR, a missing recommended one a WARNING.
 */

/** Course info: name, description, provider, offers and at least one course instance are required. */
class CourseRules extends BaseValidator {
  getConditions() {
    return [
      this.required('name', 'string'),
      this.required('description', 'string'),
      this.required('provider'),
      this.required('provider.name', 'string'),
      this.required('offers'),
      this.required('hasCourseInstance'),
      this.recommended('educationalCredentialAwarded'),
      this.recommended('image'),
      this.recommended('inLanguage'),
    ].map((c) => c.bind(this))
  }
}

/** Course info: a course instance states its mode, and its schedule or its workload as an ISO 8601 duration. */
class CourseInstanceRules extends BaseValidator {
  getConditions() {
    return [
      this.required('courseMode'),
      this.or(this.required('courseWorkload', 'duration'), this.required('courseSchedule')),
    ].map((c) => c.bind(this))
  }
}

/** Course info: each offer of a course states its category (Free, Partially Free, Subscription or Paid). */
class CourseOfferRules extends BaseValidator {
  getConditions() {
    const path = this.path as { type?: string }[]
    const inCourse = path.length > 1 && path[path.length - 2].type === 'Course'
    return (inCourse ? [this.required('category', 'enum', 'Free', 'Partially Free', 'Subscription', 'Paid')] : []).map(
      (c) => c.bind(this),
    )
  }
}

/** Event: name, startDate and location are required; a Place location needs its address. */
class EventRules extends BaseValidator {
  getConditions() {
    return [
      this.required('name', 'string'),
      this.required('startDate', 'date'),
      this.required('location'),
      this.required('location.address'),
      this.recommended('endDate', 'date'),
      this.recommended('eventStatus'),
      this.recommended('organizer'),
      this.recommended('description'),
    ].map((c) => c.bind(this))
  }
}

/** Article, NewsArticle: nothing is required; author (with its name), dates, headline and image are recommended. */
class ArticleRules extends BaseValidator {
  getConditions() {
    return [
      this.recommended('headline', 'string'),
      this.recommended('author'),
      this.recommended('author.name', 'string'),
      this.recommended('datePublished', 'date'),
      this.recommended('dateModified', 'date'),
      this.recommended('image', 'url'),
    ].map((c) => c.bind(this))
  }
}

const handler = (rules: unknown) => async () => ({ default: rules })

/** Adobe's validator with schema.org's vocabulary (offline) and the Google rules above. */
export function structuredDataValidator(): Validator {
  const validator = new Validator(schemaOrgVocabulary())
  const own = validator.registeredHandlers
  // The university is a CollegeOrUniversity, a kind of Organization: Google's Organization rules apply.
  own.CollegeOrUniversity = [...own.Organization]
  own.Course = [handler(CourseRules)]
  own.CourseInstance = [handler(CourseInstanceRules)]
  own.Offer = [...own.Offer, handler(CourseOfferRules)]
  own.Event = [handler(EventRules)]
  own.Article = [handler(ArticleRules)]
  own.NewsArticle = [handler(ArticleRules)]
  return validator
}
