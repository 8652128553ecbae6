/**
 * Control characters a text may not hold anywhere in the portal (issue 21 "NUL bytes give 500s"): C0 controls and
 * DEL, except tab, line feed and carriage return, which multi-line texts (ticket messages, descriptions) use.
 * PostgreSQL refuses NUL in text outright; the others have no meaning in a business text and hide content. The
 * server's input guard refuses them in every parameter, query string, JSON body and multipart text part.
 * (Single-line shipment fields refuse tab and line breaks too: CONTROL_CHARACTERS in shipments-constants.ts.)
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const FORBIDDEN_TEXT_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The message under a field that holds a {@link FORBIDDEN_TEXT_CHARACTERS} character. */
export const CONTROL_CHARACTER_MESSAGE = 'This text contains a character that is not allowed.';
