import { z } from 'zod';

/** Spec §8 messages, word for word. Clients translate by key; the server sends the English text. */
export const Messages = {
  credentialsEmpty: 'E-mail address and/or password is empty.',
  credentialsWrong: 'E-mail address and/or password is not correct.',
  emailEmpty: 'E-mail address is empty.',
  general: 'Something went wrong.',
  notFound: "Unfortunately we can't find what you're looking for.",
  passwordChangeFailed: "Password change didn't succeed",
  unknownUser: 'Unknown user',
  pageNotFound: 'Page not found',
  passwordsDontMatch: "Passwords don't match.",
  newPasswordMustDiffer: 'New password must be different to current password.',
  fileRequired: 'File is required',
  unsupportedCountry: 'Unsupported country.',
  shipmentInvalid: 'Shipment request is invalid.',
  formIncomplete: 'Sorry, not all fields are filled in correctly.',
  passwordChanged: 'Password has been changed',
  changesSaved: 'Changes saved',
  codeSent: 'A 2FA code is sent.',
  emailSent: 'An e-mail is sent.',
  atLeastOneRole: 'At least 1 role is required',
  invalidEmail: 'Please enter a valid email address.',
} as const;

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
