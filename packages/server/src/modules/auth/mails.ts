import type { Locale } from '@portal/domain';
import type { MailMessage } from '../../plugins/mail.js';

/** Texts of the account mails in English and Dutch (spec §1: en and nl; the API defaults to nl, spec §9). */
interface MailTexts {
  subject: string;
  text: string;
}

interface Signature {
  supportPhone: string;
  supportEmail: string;
}

const footer = (locale: Locale, s: Signature) =>
  locale === 'nl'
    ? `\n\nMet vriendelijke groet,\nHet supportteam\n${s.supportPhone} · ${s.supportEmail}`
    : `\n\nKind regards,\nThe support team\n${s.supportPhone} · ${s.supportEmail}`;

/** Mail with the link to /confirm-password (a new user sets a first password). */
export function confirmationMail(locale: Locale, firstName: string, link: string, s: Signature): MailTexts {
  return locale === 'nl'
    ? {
        subject: 'Bevestig uw account voor het portaal',
        text:
          `Beste ${firstName},\n\nEr is een account voor u aangemaakt in ons klantportaal. Kies via de onderstaande link ` +
          `een wachtwoord om uw account te activeren:\n\n${link}\n\nDe link is 7 dagen geldig en werkt één keer.` +
          footer(locale, s),
      }
    : {
        subject: 'Confirm your portal account',
        text:
          `Dear ${firstName},\n\nAn account has been created for you in our customer portal. Choose a password with the ` +
          `link below to activate your account:\n\n${link}\n\nThe link is valid for 7 days and works once.` +
          footer(locale, s),
      };
}

/** Mail with the link to /reset-password (forgot password). */
export function resetMail(locale: Locale, firstName: string, link: string, s: Signature): MailTexts {
  return locale === 'nl'
    ? {
        subject: 'Nieuw wachtwoord instellen',
        text:
          `Beste ${firstName},\n\nWe hebben een verzoek ontvangen om het wachtwoord van uw account opnieuw in te stellen. ` +
          `Kies via de onderstaande link een nieuw wachtwoord:\n\n${link}\n\nDe link is 1 uur geldig en werkt één keer. ` +
          `Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.` +
          footer(locale, s),
      }
    : {
        subject: 'Set a new password',
        text:
          `Dear ${firstName},\n\nWe received a request to reset the password of your account. Choose a new password ` +
          `with the link below:\n\n${link}\n\nThe link is valid for 1 hour and works once. If you did not ask for ` +
          `this, you can ignore this e-mail; your password stays the same.` +
          footer(locale, s),
      };
}

/** Mail with the 6-digit sign-in code (2FA, spec §6): the code only in the body, never in the subject (it would show on a locked phone). */
export function twoFactorMail(locale: Locale, firstName: string, code: string, s: Signature): MailTexts {
  return locale === 'nl'
    ? {
        subject: 'Uw inlogcode',
        text:
          `Beste ${firstName},\n\nUw code om in te loggen is:\n\n${code}\n\nDe code is 10 minuten geldig. ` +
          `Heeft u niet geprobeerd in te loggen? Wijzig dan uw wachtwoord en neem contact met ons op.` +
          footer(locale, s),
      }
    : {
        subject: 'Your sign-in code',
        text:
          `Dear ${firstName},\n\nYour code to sign in is:\n\n${code}\n\nThe code is valid for 10 minutes. ` +
          `If you did not try to sign in, change your password and contact us.` +
          footer(locale, s),
      };
}

/** Builds a MailMessage for `to` from texts. */
export function toMessage(to: string, texts: MailTexts): MailMessage {
  return { to, subject: texts.subject, text: texts.text };
}
