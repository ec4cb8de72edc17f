import { z } from 'zod';
import { daysBetween, MAX_CLOSURE_DAYS, MAX_CLOSURES } from './open-now';

/** An exceptional closure of a listing: whole days, both ends included, with an optional reason. */
export const closureSchema = z.object({
  starts_on: z.iso.date({ message: 'validation.date' }),
  ends_on: z.iso.date({ message: 'validation.date' }),
  reason_fr: z.string().trim().max(190, { message: 'validation.too_long' }).nullable().default(null).transform((text) => text || null),
  reason_nl: z.string().trim().max(190, { message: 'validation.too_long' }).nullable().default(null).transform((text) => text || null),
});
export type Closure = z.output<typeof closureSchema>;
/** A closure as the API gives it. */
export const closureOutputSchema = z.object({ starts_on: z.string(), ends_on: z.string(), reason_fr: z.string().nullable(), reason_nl: z.string().nullable() });

export const closuresSchema = z
  .array(closureSchema)
  .max(MAX_CLOSURES, { message: 'validation.too_many' })
  .default([])
  .superRefine((closures, ctx) => {
    closures.forEach((closure, index) => {
      if (closure.ends_on < closure.starts_on) ctx.addIssue({ code: 'custom', message: 'validation.closure.order', path: [index, 'ends_on'] });
      else if (daysBetween(closure.starts_on, closure.ends_on) >= MAX_CLOSURE_DAYS) ctx.addIssue({ code: 'custom', message: 'validation.closure.too_long', path: [index, 'ends_on'] });
    });
  });
