/**
 * Records one of the demo helpdesk videos (packages/server/assets/videos, issue 13): a six-second MP4 (H.264) of a
 * title card with a progress bar, drawn on a canvas and recorded by Chromium's MediaRecorder — no video tool is
 * needed, and the file is ~11 KB with a known duration, so the player can seek.
 *
 *   node packages/e2e/scripts/record-demo-video.mjs <out.mp4> "<title>" "<subtitle>" <hue 0-360>
 *
 * Uses the Chromium at CHROMIUM_PATH (default /usr/bin/chromium).
 */
/* global document, MediaRecorder, requestAnimationFrame -- the recording runs in the page (page.evaluate). */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [out, title, subtitle, hue = '200'] = process.argv.slice(2);
if (!out || !title) {
  process.stderr.write('usage: record-demo-video.mjs <out.mp4> "<title>" "<subtitle>" <hue>\n');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(
    async ({ title, subtitle, hue }) => {
      const SECONDS = 6;
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 270;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const recorder = new MediaRecorder(canvas.captureStream(12), {
        mimeType: 'video/mp4;codecs=avc1',
        videoBitsPerSecond: 150_000,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(500);
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / 1000;
          ctx.fillStyle = `hsl(${hue}, 45%, 25%)`;
          ctx.fillRect(0, 0, 480, 270);
          ctx.fillStyle = '#fff';
          ctx.textAlign = 'center';
          ctx.font = 'bold 26px sans-serif';
          ctx.fillText(title, 240, 110);
          ctx.font = '18px sans-serif';
          ctx.fillText(subtitle, 240, 150);
          ctx.fillStyle = `hsl(${hue}, 70%, 60%)`;
          ctx.fillRect(40, 200, 400 * Math.min(1, t / SECONDS), 10);
          ctx.fillStyle = '#fff';
          ctx.font = '14px monospace';
          ctx.fillText(`0:0${Math.floor(t)}`, 240, 240);
          if (t < SECONDS) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { title, subtitle: subtitle ?? '', hue: Number(hue) },
  );
  const bytes = Buffer.from(base64, 'base64');
  writeFileSync(out, bytes);
  process.stdout.write(`${out}: ${bytes.length} bytes\n`);
} finally {
  await browser.close();
}
