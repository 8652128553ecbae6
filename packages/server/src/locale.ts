import { DEFAULT_API_LOCALE, type Locale } from '@portal/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The request's language for mails and texts: the first of `en`/`nl` named in Accept-Language (by order, q
 * ignored when equal), else Dutch, the API default (spec §7, §9).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  if (!header) return DEFAULT_API_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q ? Number(q) : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const hit = ranked.find((r) => r.lang === 'en' || r.lang === 'nl');
  return (hit?.lang as Locale | undefined) ?? DEFAULT_API_LOCALE;
}
