import { toBuffer } from 'bwip-js/node';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/**
 * Shipping labels (issue 14 "Labels: PDF made on the server with a well-kept library … with a Code128 barcode and a
 * QR code to the track and trace page; A6, and A4 with four labels for a selection"). pdf-lib (already the portal's
 * PDF library) lays out the page; bwip-js renders the barcodes as PNG. Sizes in PDF points (1/72 inch).
 */

/** What a label shows: sender, recipient and destination, reference, the barcode and the track and trace link. */
export interface LabelData {
  barcode: string;
  trackAndTraceUrl: string;
  recipientName: string;
  streetName: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  reference: string | null;
  /** e.g. "Registered letter", "UPS Saver"; in the label's language. */
  service: string;
  /** Sender block, one line each (the provider's return address). */
  sender: readonly string[];
}

/** A6 portrait (105 × 148 mm) in points. */
export const A6: [number, number] = [297.64, 419.53];
/** A4 portrait (210 × 297 mm) in points. */
export const A4: [number, number] = [595.28, 841.89];

const MARGIN = 18;

async function code128(text: string): Promise<Buffer> {
  return toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: true, textxalign: 'center' });
}

async function qr(text: string): Promise<Buffer> {
  return toBuffer({ bcid: 'qrcode', text, scale: 3 });
}

/** Draws one label into the box (x, y, width, height) of `page`. */
async function drawLabel(
  pdf: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  bold: PDFFont,
  label: LabelData,
  box: { x: number; y: number; width: number; height: number },
): Promise<void> {
  const { x, y, width, height } = box;
  page.drawRectangle({ x, y, width, height, borderColor: rgb(0, 0, 0), borderWidth: 0.75 });
  let cursor = y + height - MARGIN;
  const room = width - 2 * MARGIN;
  // A long name or street is drawn smaller until it fits the label's width (never below 6 pt).
  const line = (text: string, size: number, f = font) => {
    let fitted = size;
    while (fitted > 6 && f.widthOfTextAtSize(text, fitted) > room) fitted -= 0.5;
    cursor -= size + 3;
    page.drawText(text, { x: x + MARGIN, y: cursor, size: fitted, font: f });
  };
  line('From', 7, bold);
  for (const senderLine of label.sender) line(senderLine, 8);
  cursor -= 8;
  line('To', 7, bold);
  line(label.recipientName, 12, bold);
  line(`${label.streetName} ${label.houseNumber}`.trim(), 11);
  line(`${label.zipCode}  ${label.city}`.trim(), 11, bold);
  line(label.country.toUpperCase(), 11);
  cursor -= 6;
  line(label.service, 9, bold);
  if (label.reference) line(`Ref. ${label.reference}`, 9);

  const barcode = await pdf.embedPng(await code128(label.barcode));
  const barcodeWidth = width - 2 * MARGIN;
  const barcodeHeight = (barcode.height / barcode.width) * barcodeWidth;
  page.drawImage(barcode, { x: x + MARGIN, y: y + MARGIN, width: barcodeWidth, height: barcodeHeight });
  // The QR code to the track and trace page sits above the barcode, at the right, clear of the address.
  const code = await pdf.embedPng(await qr(label.trackAndTraceUrl));
  const side = Math.min(72, width / 4);
  page.drawImage(code, {
    x: x + width - MARGIN - side,
    y: y + MARGIN + barcodeHeight + 10,
    width: side,
    height: side,
  });
}

/**
 * One A6 page per label (`format` A6), or four labels per A4 page in a 2 × 2 grid (`format` A4, for printing a
 * selection on label sheets). Resolves with the PDF bytes. Throws on an empty `labels` list or a barcode bwip-js
 * cannot encode (Code128 takes ASCII only).
 */
export async function labelsPdf(
  labels: readonly LabelData[],
  format: 'A6' | 'A4' = 'A6',
): Promise<Uint8Array> {
  if (labels.length === 0) throw new Error('No labels to print.');
  const pdf = await PDFDocument.create();
  pdf.setTitle(labels.length === 1 ? `Label ${labels[0].barcode}` : `${labels.length} labels`);
  pdf.setCreator('IoT portal');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  if (format === 'A6') {
    for (const label of labels) {
      const page = pdf.addPage(A6);
      await drawLabel(pdf, page, font, bold, label, { x: 0, y: 0, width: A6[0], height: A6[1] });
    }
  } else {
    const [pageWidth, pageHeight] = A4;
    const cellWidth = pageWidth / 2;
    const cellHeight = pageHeight / 2;
    let page: PDFPage | null = null;
    for (const [index, label] of labels.entries()) {
      const slot = index % 4;
      if (slot === 0) page = pdf.addPage(A4);
      const column = slot % 2;
      const row = Math.floor(slot / 2);
      await drawLabel(pdf, page!, font, bold, label, {
        x: column * cellWidth + 12,
        y: pageHeight - (row + 1) * cellHeight + 12,
        width: cellWidth - 24,
        height: cellHeight - 24,
      });
    }
  }
  return pdf.save();
}
