/** The portal's messages, zod-free so that screens using only texts do not load the schemas (bundle weight). */

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

/** Messages of the account flows the server sends (beyond spec §8's catalogue). */
export const AccountMessages = {
  codeWrong: 'The 2FA code is not correct or has expired.',
  linkInvalid: 'This link is invalid or has expired.',
  currentPasswordWrong: 'Current password is not correct.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** 401 on a request whose session ended (sign-out, password change or reset, a change of roles or organization). */
  sessionEnded: 'Your session has ended, please sign in again.',
  /** Sign-in of a user whose organization is deactivated (said whether or not the password was right). */
  organizationInactive: 'Your organization is not active in the portal. Please contact your account manager.',
  /** Sign-in while the account is locked after repeated wrong passwords (429). */
  accountLocked: 'Too many failed sign-ins. Please wait a few minutes and try again.',
} as const;
