'use client'

import { Controller, useFormContext } from 'react-hook-form'
import { TELEPHONE_PLACEHOLDER, type RequestFormValues } from '../../fields/empty-request'
import { maskTelephone } from '../phone-mask'
import { controlProps, FieldShell, useFieldError, type FieldName } from './FieldShell'

/** A telephone number, masked as (###)###-#### while the person types. Always required. */
export function PhoneField({ name, label }: { name: FieldName; label: string }) {
  const { control } = useFormContext<RequestFormValues>()
  const error = useFieldError(name)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldShell name={name} label={label} required error={error}>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={TELEPHONE_PLACEHOLDER}
            {...controlProps(name, { required: true, error })}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskTelephone(event.target.value))}
          />
        </FieldShell>
      )}
    />
  )
}
