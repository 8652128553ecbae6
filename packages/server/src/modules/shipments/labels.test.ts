import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { A4, A6, type LabelData, labelsPdf } from './labels.js';

/** Shipping labels (issue 14 "Labels"): A6 one per page, A4 four per page, with the barcodes embedded as images. */

const label = (n: number): LabelData => ({
  barcode: `3SPORT01000${String(n).padStart(4, '0')}`,
  trackAndTraceUrl: `https://jouw.postnl.nl/track-and-trace/3SPORT01000${n}-NL-3511ED`,
  recipientName: 'Acme Cold Storage, Logistics desk',
  streetName: 'Stationsplein',
  houseNumber: '12',
  zipCode: '3511 ED',
  city: 'Utrecht',
  country: 'Nederland',
  reference: `SIM-100001-00${n}`,
  service: 'Registered letter',
  sender: ['IoT Connect B.V.', 'Postbus 100', '3500 AC Utrecht'],
});

/** The pages' sizes (rounded points) and how many images each page draws. */
async function pagesOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const { width, height } = page.getSize();
    const images = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const count = images ? images.keys().length : 0;
    return { size: [Math.round(width), Math.round(height)], images: count };
  });
}

describe('shipping labels', () => {
  it('prints one A6 page per label, each with a Code128 barcode and a QR code', async () => {
    const pages = await pagesOf(await labelsPdf([label(1), label(2)]));
    expect(pages).toEqual([
      { size: A6.map(Math.round), images: 2 },
      { size: A6.map(Math.round), images: 2 },
    ]);
  });

  it('prints four labels per A4 page for a selection', async () => {
    const pages = await pagesOf(await labelsPdf([1, 2, 3, 4, 5].map(label), 'A4'));
    expect(pages.map((p) => p.size)).toEqual([A4.map(Math.round), A4.map(Math.round)]);
    expect(pages.map((p) => p.images)).toEqual([8, 2]);
  });

  it('refuses an empty selection', async () => {
    await expect(labelsPdf([])).rejects.toThrow('No labels to print.');
  });
});
