import { SUBSYSTEMS } from '@portal/domain';
import type { MailMessage } from '../../plugins/mail.js';

/** What a "More services" request mail names (design; spec §2 names the screen only). */
export interface ServiceRequestMailFacts {
  organizationName: string;
  subsystem: number;
  requesterName: string;
  message: string | null;
}

/**
 * The mail to the organization's contact person (or the support address) about a new "More services" request:
 * one text in English and Dutch, since the recipient is staff whose language the portal does not store.
 */
export function serviceRequestMail(to: string, facts: ServiceRequestMailFacts): MailMessage {
  const key = SUBSYSTEMS.find((s) => s.id === facts.subsystem)?.key ?? 'unknown';
  const service = `${facts.subsystem} (${key})`;
  const message = facts.message ? `\n\n"${facts.message}"` : '';
  return {
    to,
    subject: `Service request: ${facts.organizationName}, subsystem ${facts.subsystem} / Aanvraag dienst`,
    text:
      `${facts.requesterName} of ${facts.organizationName} requests subsystem ${service} in the portal.` +
      `${message}\n\nGrant or decline it on the organization's Subsystems tab.` +
      `\n\n---\n\n` +
      `${facts.requesterName} van ${facts.organizationName} vraagt subsysteem ${service} aan in het portaal.` +
      `${message}\n\nKen de aanvraag toe of wijs hem af op het tabblad Subsystemen van de organisatie.`,
  };
}
