#!/usr/bin/env node
/**
 * Writes shell/public/general-terms.pdf (the footer's "general terms (PDF)", spec §2) with pdf-lib: a short,
 * real two-language document. Deterministic (fixed dates), so rebuilding does not change the file.
 * Runs before every shell build; the result is also committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'general-terms.pdf');

const sections = [
  ['General terms and conditions', null],
  ['1. Scope', 'These terms apply to every offer, order and agreement for SIM cards, connectivity services and related hardware between IoT Connect and its business customers.'],
  ['2. Orders and delivery', 'Orders placed in the portal are binding once confirmed. Delivery times are estimates; goods travel at our risk until delivered to the address given by the customer.'],
  ['3. Prices and invoices', 'Prices exclude VAT. Connectivity is invoiced monthly in arrears; invoices are due within 30 days. Prices may be indexed once a year as agreed in the contract.'],
  ['4. Use of SIM cards', 'SIM cards may be used only in the devices and for the purposes agreed. The customer reports loss or theft without delay through the helpdesk.'],
  ['5. Liability', 'Our liability is limited to direct damage and to the amount invoiced for the service concerned in the twelve months before the event.'],
  ['6. Privacy', 'Personal data are processed as described in our privacy statement, available in the portal.'],
  ['7. Applicable law', 'Dutch law applies. Disputes are submitted to the competent court in the Netherlands.'],
  ['Algemene voorwaarden', null],
  ['1. Toepassing', 'Deze voorwaarden gelden voor elke offerte, bestelling en overeenkomst voor simkaarten, connectiviteitsdiensten en bijbehorende hardware tussen IoT Connect en haar zakelijke klanten.'],
  ['2. Bestellingen en levering', 'Bestellingen in het portaal zijn bindend na bevestiging. Levertijden zijn indicatief; goederen reizen voor ons risico tot levering op het door de klant opgegeven adres.'],
  ['3. Prijzen en facturen', 'Prijzen zijn exclusief btw. Connectiviteit wordt maandelijks achteraf gefactureerd; facturen zijn binnen 30 dagen opeisbaar. Prijzen kunnen eenmaal per jaar worden geïndexeerd zoals in het contract is afgesproken.'],
  ['4. Aansprakelijkheid', 'Onze aansprakelijkheid is beperkt tot directe schade en tot het bedrag dat in de twaalf maanden voor de gebeurtenis voor de betreffende dienst is gefactureerd.'],
  ['5. Toepasselijk recht', 'Op deze voorwaarden is Nederlands recht van toepassing.'],
];

/** Splits `text` into lines no wider than `width` points in `font` at `size`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const fixedDate = new Date('2026-01-01T00:00:00Z');
const doc = await PDFDocument.create();
doc.setTitle('General terms and conditions — Algemene voorwaarden');
doc.setAuthor('IoT Connect');
doc.setCreator('shell/scripts/generate-general-terms.mjs');
doc.setProducer('pdf-lib');
doc.setCreationDate(fixedDate);
doc.setModificationDate(fixedDate);
const regular = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);

const margin = 56;
let page = doc.addPage([595.28, 841.89]);
let y = page.getHeight() - margin;
const width = page.getWidth() - margin * 2;
const ensure = (height) => {
  if (y - height < margin) {
    page = doc.addPage([595.28, 841.89]);
    y = page.getHeight() - margin;
  }
};

for (const [heading, body] of sections) {
  const isTitle = body === null;
  const size = isTitle ? 18 : 12;
  ensure(size + 8);
  if (isTitle && y < page.getHeight() - margin) y -= 16;
  page.drawText(heading, { x: margin, y, size, font: bold, color: rgb(0.04, 0.24, 0.57) });
  y -= size + 8;
  if (body) {
    for (const line of wrap(body, regular, 10.5, width)) {
      ensure(15);
      page.drawText(line, { x: margin, y, size: 10.5, font: regular });
      y -= 15;
    }
    y -= 8;
  }
}

const bytes = await doc.save({ useObjectStreams: false });
fs.mkdirSync(path.dirname(out), { recursive: true });
if (!fs.existsSync(out) || !Buffer.from(bytes).equals(fs.readFileSync(out))) fs.writeFileSync(out, bytes);
console.info(`general terms PDF: ${path.relative(process.cwd(), out)} (${bytes.length} bytes)`);
