import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/**
 * dayjs with the utc, timezone and customParseFormat plugins: the server's one date library for time zones and
 * foreign formats (the carriers' time stamps, Dutch wall-clock times in exports).
 */
export { dayjs };

/** The portal's business time zone (the provider and its customers are Dutch; spec §9 dates in nl/en formats). */
export const PORTAL_TIME_ZONE = 'Europe/Amsterdam';

/**
 * `instant` as a Date whose UTC fields read the Dutch wall-clock time: what a spreadsheet cell should hold, since
 * xlsx dates have no time zone and Excel shows their fields as they are.
 */
export function wallClockDate(instant: Date | string, zone = PORTAL_TIME_ZONE): Date {
  return dayjs.utc(dayjs(instant).tz(zone).format('YYYY-MM-DDTHH:mm:ss.SSS')).toDate();
}
