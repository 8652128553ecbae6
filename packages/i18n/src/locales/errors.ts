import { Messages, TicketMessages, VideoMessages } from '@portal/domain';

/** Keys of the spec §8 messages (`Messages` in @portal/domain). */
export type MessageKey = keyof typeof Messages;

/**
 * Feature messages the server sends in refusals and field errors (English, from @portal/domain), by feature: a
 * screen shows them through `translateText`, so a Dutch user reads them in Dutch. Key → text.
 */
export const FEATURE_MESSAGES = {
  tickets: TicketMessages,
  videos: VideoMessages,
} as const;

type FeatureCatalog = { [F in keyof typeof FEATURE_MESSAGES]: Record<keyof (typeof FEATURE_MESSAGES)[F], string> };
type ErrorsCatalog = Record<MessageKey, string> & { generalWithStatus: string } & FeatureCatalog;

/** The `errors` namespace in English: the spec §8 messages word for word, the status variant, feature messages. */
export const errorsEn: ErrorsCatalog = {
  ...Messages,
  generalWithStatus: 'Something went wrong. ({{statusText}})',
  ...FEATURE_MESSAGES,
};

/** The `errors` namespace in Dutch. */
export const errorsNl: ErrorsCatalog = {
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
  tickets: {
    urgentNotAllowed:
      'Alleen een technisch verantwoordelijke mag een urgent ticket openen: urgent is voor wijzigingen voor roaming of storingen in het kernnetwerk.',
    closedTicket: 'Dit ticket is gesloten. Open een nieuw ticket.',
    transitionNotAllowed: 'Deze statuswijziging is niet toegestaan.',
    unknownOrganization: 'Onbekende organisatie.',
    unknownAssignee: 'Kies een medewerker van de helpdesk.',
    alreadyLinked: 'Dit ticket hoort al bij een organisatie.',
    requesterRequired:
      'Naam en e-mailadres van de aanvrager zijn verplicht als een ticket voor een organisatie wordt geopend.',
  },
  videos: {
    fileType: 'Alleen MP4- en WebM-video’s worden geaccepteerd.',
    linkHost: 'Alleen links naar de toegestane videosites worden geaccepteerd.',
    linkProtocol: 'Vul een link in die begint met https://.',
    noLinkOnFile: 'Een video met een geüpload bestand heeft geen link.',
    playbackEnded: 'Deze videolink is verlopen. Open de video opnieuw.',
  },
};
