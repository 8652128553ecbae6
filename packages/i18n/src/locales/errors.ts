import { Messages } from '@portal/domain';

/** Keys of the spec §8 messages (`Messages` in @portal/domain). */
export type MessageKey = keyof typeof Messages;

/** The `errors` namespace in English: the spec §8 messages word for word, plus the status variant. */
export const errorsEn: Record<MessageKey, string> & { generalWithStatus: string } = {
  ...Messages,
  generalWithStatus: 'Something went wrong. ({{statusText}})',
};

/** The `errors` namespace in Dutch. */
export const errorsNl: Record<MessageKey, string> & { generalWithStatus: string } = {
  credentialsEmpty: 'E-mailadres en/of wachtwoord is leeg.',
  credentialsWrong: 'E-mailadres en/of wachtwoord is niet correct.',
  emailEmpty: 'E-mailadres is leeg.',
  general: 'Er is iets misgegaan.',
  notFound: 'Helaas kunnen we niet vinden wat u zoekt.',
  passwordChangeFailed: 'Het wijzigen van het wachtwoord is niet gelukt',
  unknownUser: 'Onbekende gebruiker',
  pageNotFound: 'Pagina niet gevonden',
  passwordsDontMatch: 'Wachtwoorden komen niet overeen.',
  newPasswordMustDiffer: 'Het nieuwe wachtwoord moet anders zijn dan het huidige wachtwoord.',
  fileRequired: 'Bestand is verplicht',
  unsupportedCountry: 'Land wordt niet ondersteund.',
  shipmentInvalid: 'Verzendverzoek is ongeldig.',
  formIncomplete: 'Helaas zijn niet alle velden correct ingevuld.',
  passwordChanged: 'Wachtwoord is gewijzigd',
  changesSaved: 'Wijzigingen opgeslagen',
  codeSent: 'Er is een 2FA-code verstuurd.',
  emailSent: 'Er is een e-mail verstuurd.',
  atLeastOneRole: 'Minimaal 1 rol is verplicht',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  generalWithStatus: 'Er is iets misgegaan. ({{statusText}})',
};
