/**
 * True when `url` is an absolute http or https URL, the only kind of link the portal makes of data (a shipment's
 * track and trace page, a video link). Anything else is no link target: `javascript:` (script on click, issue 21),
 * `data:`, other schemes, relative or unparsable URLs. The server only hands out such URLs; this is defence in
 * depth. The browser's own URL parser decides, so `java\tscript:` or leading spaces cannot slip through.
 */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
