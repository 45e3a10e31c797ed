/**
 * The 422 body's schemas (D20); the types and helpers are zod-free in ./violations.
 */
import { z } from 'zod';
import type { ConstraintViolationList, Violation } from './violations';

/** One violation of API Platform's ConstraintViolationList (D20). */
export const violationSchema: z.ZodType<Violation> = z.object({
  propertyPath: z.string(),
  message: z.string(),
});

/** The 422 body: `violations` plus the usual Hydra keys (optional). */
export const constraintViolationListSchema: z.ZodType<ConstraintViolationList> = z.object({
  '@context': z.unknown().optional(),
  '@type': z.string().optional(),
  'hydra:title': z.string().optional(),
  'hydra:description': z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  violations: z.array(violationSchema),
});
