import { z } from 'zod';

/** One field error of a 400 response (spec §8). `field` is a dotted path into the payload, e.g. "email". */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Body of a 400 (and of 401/403/404/409/429) response: spec §8 / ARCHITECTURE §5. */
export const badRequestSchema = z.object({
  errorMessage: z.string(),
  errors: z.array(fieldErrorSchema).default([]),
});
export type BadRequestBody = z.infer<typeof badRequestSchema>;

/** Body of a 500 response (spec §8): a message without internals. */
export const serverErrorSchema = z.object({ message: z.string() });
export type ServerErrorBody = z.infer<typeof serverErrorSchema>;
