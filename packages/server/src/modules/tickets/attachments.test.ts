import type { Ticket, TicketAttachment } from '@portal/domain';
import { TicketMessages } from '@portal/domain';
import { createTestApp } from '../../test/harness.js';
import { PNG_BYTES, pdfBytes, storedFileNames, upload } from '../documents/test-support.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * Ticket attachments (issue 13 "attachments through the existing file storage"): who attaches and reads which file
 * (the ticket's tenant rule; internal files staff only), sniffed types, the size limit, closed tickets, removal.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const LIMIT = 64 * 1024;

beforeAll(async () => {
  h = await createTestApp({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } });
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: DemoAccount, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });
const attach = (id: number, who: DemoAccount | undefined, name: string, data: Buffer, internal = false) =>
  upload(
    h.app,
    `/api/tickets/${id}/attachments${internal ? '?internal=true' : ''}`,
    who && tokens.get(who),
    {},
    {
      name,
      data,
    },
  );
const filesDir = () => h.config.filesDir;

async function acmeTicket(subject = 'With files'): Promise<number> {
  const res = await api('POST', '/tickets', 'acmeGeneral', { subject, description: '<p>See the file.</p>' });
  expect(res.statusCode).toBe(201);
  return res.json<Ticket>().id;
}

describe('ticket attachments', () => {
  it('lets the customer attach a PDF that staff and the customer download; another organization gets 404', async () => {
    const id = await acmeTicket();
    const pdf = await pdfBytes('Gateway log');
    const res = await attach(id, 'acmeGeneral', 'gateway-log.pdf', pdf);
    expect(res.statusCode).toBe(201);
    const attachment = res.json<TicketAttachment>();
    expect(attachment).toMatchObject({
      fileName: 'gateway-log.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      internal: false,
      uploadedByName: 'Daan Mulder',
    });
    expect(
      (await api('GET', `/tickets/${id}`, 'acmeSigner')).json<Ticket>().attachments.map((a) => a.id),
    ).toEqual([attachment.id]);
    const download = await api('GET', `/tickets/${id}/attachments/${attachment.id}?download=1`, 'support');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename=gateway-log.pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await api('GET', `/tickets/${id}/attachments/${attachment.id}`, 'noordzeeGeneral')).statusCode,
    ).toBe(404);
    expect((await attach(id, 'noordzeeGeneral', 'x.pdf', pdf)).statusCode).toBe(404);
    // The attachment must be asked for under its own ticket.
    const other = await acmeTicket('Other');
    expect((await api('GET', `/tickets/${other}/attachments/${attachment.id}`, 'support')).statusCode).toBe(
      404,
    );
  });

  it('keeps internal files with the helpdesk: listed and served to staff only, added by handlers only', async () => {
    const id = await acmeTicket();
    expect((await attach(id, 'acmeGeneral', 'screen.png', PNG_BYTES, true)).statusCode).toBe(403);
    expect((await attach(id, 'accountManager', 'screen.png', PNG_BYTES, true)).statusCode).toBe(403);
    const res = await attach(id, 'support', 'screen.png', PNG_BYTES, true);
    expect(res.statusCode).toBe(201);
    const internal = res.json<TicketAttachment>();
    expect(internal.internal).toBe(true);
    expect((await api('GET', `/tickets/${id}`, 'acmeGeneral')).json<Ticket>().attachments).toEqual([]);
    expect((await api('GET', `/tickets/${id}`, 'accountManager')).json<Ticket>().attachments).toHaveLength(1);
    expect((await api('GET', `/tickets/${id}/attachments/${internal.id}`, 'acmeGeneral')).statusCode).toBe(
      404,
    );
    // The account manager writes tickets: a public file is fine.
    expect((await attach(id, 'accountManager', 'screen.png', PNG_BYTES)).statusCode).toBe(201);
  });

  it('refuses a missing file, a file of another type, one over the limit and any file on a closed ticket, storing nothing', async () => {
    const id = await acmeTicket();
    const before = await storedFileNames(filesDir());
    const fileError = async (res: Awaited<ReturnType<typeof attach>>) => {
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: { field: string; message: string }[] }>().errors;
    };
    expect(
      await fileError(await upload(h.app, `/api/tickets/${id}/attachments`, tokens.get('acmeGeneral'), {})),
    ).toEqual([{ field: 'file', message: 'File is required' }]);
    const html = await fileError(
      await attach(id, 'acmeGeneral', 'page.pdf', Buffer.from('<html><script>x</script></html>')),
    );
    expect(html[0]).toMatchObject({ field: 'file' });
    expect(html[0].message).toMatch(/^Only PDF, images/);
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(LIMIT)]);
    expect(await fileError(await attach(id, 'acmeGeneral', 'big.pdf', big))).toEqual([
      { field: 'file', message: 'The file is larger than 64 KB.' },
    ]);
    await api('PUT', `/tickets/${id}/status`, 'support', { status: 'closed' });
    expect(await fileError(await attach(id, 'acmeGeneral', 'late.pdf', await pdfBytes()))).toEqual([
      { field: 'file', message: TicketMessages.closedTicket },
    ]);
    expect(await storedFileNames(filesDir())).toEqual(before);
  });

  it('lets handlers remove a file: the row and the stored bytes go', async () => {
    const id = await acmeTicket();
    const attachment = (
      await attach(id, 'acmeGeneral', 'log.pdf', await pdfBytes())
    ).json<TicketAttachment>();
    const before = await storedFileNames(filesDir());
    expect(
      (await api('DELETE', `/tickets/${id}/attachments/${attachment.id}`, 'acmeGeneral')).statusCode,
    ).toBe(403);
    expect(
      (await api('DELETE', `/tickets/${id}/attachments/${attachment.id}`, 'accountManager')).statusCode,
    ).toBe(403);
    expect((await api('DELETE', `/tickets/${id}/attachments/${attachment.id}`, 'support')).statusCode).toBe(
      204,
    );
    expect((await api('GET', `/tickets/${id}`, 'support')).json<Ticket>().attachments).toEqual([]);
    expect((await storedFileNames(filesDir())).length).toBe(before.length - 1);
    expect((await api('DELETE', `/tickets/${id}/attachments/${attachment.id}`, 'support')).statusCode).toBe(
      404,
    );
  });
});
