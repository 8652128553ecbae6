/**
 * The files a ticket takes (issue 13; docs/helpdesk-api.md "Ticket attachments"), by extension for the file
 * picker: PDF, images (PNG, JPEG, GIF, WebP), office documents (as contract files) and ZIP archives. The server
 * checks the bytes against the same list (TICKET_ATTACHMENT_TYPES); this list only refuses a wrong file before it
 * is sent. Belongs in @portal/domain beside CONTRACT_FILE_ACCEPT; kept here until it moves there.
 */
export const TICKET_ATTACHMENT_ACCEPT: readonly string[] = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.docx',
  '.xlsx',
  '.pptx',
  '.doc',
  '.xls',
  '.odt',
  '.ods',
  '.zip',
];
