'use client'

import { GENDERS } from '../../fields/enumerations'
import { PhoneField } from '../field-kit/PhoneField'
import { RadioGroupField } from '../field-kit/RadioGroupField'
import { TextField } from '../field-kit/TextField'
import styles from '../RequestInformationForm.module.css'

const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: value }))

/** Name, telephone, e-mail and gender. */
export function AboutYou() {
  return (
    <section className={styles.group} aria-labelledby="ri-about">
      <h2 id="ri-about" className={styles.groupTitle}>
        About you
      </h2>
      <div className={styles.grid3}>
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="middleName" label="Middle name" autoComplete="additional-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.grid2}>
        <PhoneField name="telephone" label="Telephone" />
        <TextField name="email" label="Email address" type="email" autoComplete="email" />
      </div>
      <p className={styles.messaging}>
        By giving your telephone number you agree that the Admissions Office may contact you by a call or a message on a
        messaging app (such as WhatsApp) at that number.
      </p>
      <RadioGroupField name="gender" legend="Gender" required options={GENDER_OPTIONS} />
    </section>
  )
}
