import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Messages } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMPTY_REGISTRY } from './live-registry.js';
import { allowInlineScripts, cspNonceOf, scriptHashSource } from './security-headers.js';

/** Id of the `<script type="application/json">` in the shell's HTML that carries the registry (issue 18). */
export const INLINE_REGISTRY_ID = 'portal-registry';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** A webpack content hash in a file name, e.g. main.3f2a9c1b.js or 123.abcdef12.chunk.js. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
/** One path segment of a release file: no leading dot (no "..", no hidden files). Federation chunks start with "_". */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Where the shell's build puts its prerendered public pages (shell/scripts/prerender-public-pages.tsx). */
const PRERENDERED_DIR = 'prerendered';

const notFoundBody = { errorMessage: Messages.notFound, errors: [] };

/**
 * Static hosting (ARCHITECTURE §3, contracts.md): `/remotes.json` (no-cache; an empty registry when none exists),
 * `/remotes/<name>/<version>/*` from DATA_DIR/releases (immutable, versioned folders never change), and the shell
 * build with SPA fallback: a GET outside /api that is not a file gets index.html (no-cache, carrying the response's
 * CSP nonce, withNonce, and the live registry, withRegistry: the shell boots without asking for /remotes.json);
 * hashed assets are immutable. Precompressed copies (`.br`, `.gz` beside a file) are sent
 * when accepted. Unknown /api paths and missing files answer 404 `{errorMessage, errors: []}`.
 */
export default fp(
  async function staticPlugin(app: FastifyInstance) {
    const { releasesDir, shellDist } = app.config;
    const hasShell = existsSync(path.join(shellDist, 'index.html'));
    let indexHtml: string | undefined;
    /** The shell's prerendered public pages by address, e.g. /login (issue 18: it paints before any JavaScript). */
    const prerendered = hasShell ? readPrerenderedPages(shellDist) : new Map<string, PrerenderedPage>();
    /** The shell's index.html, read once (a new shell build means a new server start, as for its hashed files). */
    const shellHtml = () => (indexHtml ??= readFileSync(path.join(shellDist, 'index.html'), 'utf8'));
    /** The live registry's block, escaped once per registry read (the reader hands out the same JSON until a release). */
    let block = { json: '', html: '' };
    const currentRegistryBlock = () => {
      const { json } = app.liveRegistry();
      if (json !== block.json) block = { json, html: registryBlock(json) };
      return block.html;
    };

    await app.register(fastifyStatic, {
      root: hasShell ? shellDist : releasesDir,
      serve: false,
      cacheControl: false,
      // The builds carry `<file>.br` and `<file>.gz` (@portal/config): sent as they are when the browser accepts
      // them, so the server does not compress the same chunk again on every page load.
      preCompressed: true,
    });

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      const file = path.join(releasesDir, 'remotes.json');
      reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8');
      try {
        return reply.send(await readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reply.send(EMPTY_REGISTRY);
        throw error;
      }
    });

    app.get<{ Params: { name: string; version: string; '*': string } }>(
      '/remotes/:name/:version/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name, version } = request.params;
        const rest = request.params['*'];
        const parts = rest.split('/');
        if (!SEGMENT.test(name) || !SEGMENT.test(version) || !parts.every((p) => SEGMENT.test(p))) {
          return sendNotFound(reply);
        }
        const relative = path.join(name, version, ...parts);
        if (!isFile(path.join(releasesDir, relative))) return sendNotFound(reply);
        reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*');
        return reply.sendFile(relative, releasesDir);
      },
    );

    /** The shell's files and the SPA fallback; a real GET route, so @fastify/compress (which hooks routes) applies. */
    const serveShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/remotes/'))
        return sendNotFound(reply);
      if ((request.method !== 'GET' && request.method !== 'HEAD') || !hasShell) return sendNotFound(reply);
      let decoded: string;
      try {
        decoded = decodeURIComponent(url);
      } catch {
        return sendNotFound(reply);
      }
      const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
      if (relative.startsWith('..') || relative.split(/[/\\]/)[0] === PRERENDERED_DIR)
        return sendNotFound(reply);
      if (relative && relative !== 'index.html' && isFile(path.join(shellDist, relative))) {
        reply.header('cache-control', HASHED_NAME.test(path.basename(relative)) ? IMMUTABLE : NO_CACHE);
        return reply.sendFile(relative, shellDist);
      }
      // A path that looks like a file (has an extension) and does not exist is a real 404, not an app route.
      if (path.extname(relative)) return sendNotFound(reply);
      reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
      // The address's prerendered page (e.g. /login), else index.html.
      const page = prerendered.get(url);
      if (page) allowInlineScripts(reply, page.scriptHashes);
      return reply.send(
        withRegistry(withNonce(page?.html ?? shellHtml(), cspNonceOf(reply)), currentRegistryBlock()),
      );
    };
    app.get('/*', { schema: { hide: true } }, serveShell);
    app.setNotFoundHandler(serveShell);
  },
  { name: 'static', dependencies: ['context'] },
);

/**
 * The shell's HTML for one response (issue 20): a `<meta property="csp-nonce" nonce>` first in `<head>`, where
 * @portal/ui reads the nonce for antd's runtime styles, and the nonce on the template's own `<script>` and `<style>`
 * elements. `nonce` is base64 (no quotes or angle brackets).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}" />`);
}

/**
 * The registry as a JSON data block for the shell's HTML (issue 18): `<script type="application/json"
 * id="portal-registry">`, never executed, so the Content-Security-Policy has no say. `registryJson` is JSON; every
 * `<` in it is written as `\u003c`, so no value can close the element.
 */
export function registryBlock(registryJson: string): string {
  return `<script type="application/json" id="${INLINE_REGISTRY_ID}">${registryJson.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell's HTML with the registry inline (issue 18): `block` ({@link registryBlock}) before `</head>` (at the end
 * of a page without one), which the shell reads instead of fetching /remotes.json: one round trip less before any
 * remote can load.
 */
export function withRegistry(html: string, block: string): string {
  const head = html.search(/<\/head>/i);
  return head < 0 ? `${html}${block}` : `${html.slice(0, head)}${block}${html.slice(head)}`;
}

/** A prerendered public page: its HTML and the CSP hash sources of its inline scripts. */
interface PrerenderedPage {
  html: string;
  scriptHashes: string[];
}

/**
 * The pages in `<shellDist>/prerendered` (`<name>.html` → address `/<name>`), the shell build's prerendered public
 * pages (shell/scripts/prerender-public-pages.tsx), with the hashes that let their inline scripts run; an empty map
 * when there are none.
 */
function readPrerenderedPages(shellDist: string): Map<string, PrerenderedPage> {
  const dir = path.join(shellDist, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  const pages = new Map<string, PrerenderedPage>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    const scriptHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
      scriptHashSource(match[1]),
    );
    pages.set(`/${file.slice(0, -'.html'.length)}`, { html, scriptHashes });
  }
  return pages;
}

function sendNotFound(reply: FastifyReply) {
  return reply.status(404).send(notFoundBody);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
