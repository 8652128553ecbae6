import { fakeTransport } from '../test-adapter';
import { CONTRACT_CATEGORIES } from '@portal/domain';
import { documentsApi, invoicesApi } from './documents';

describe('documentsApi (spec §2 contracts, §3 Contract file)', () => {
  it('lists the own organization by category and another organization by id', async () => {
    const server = fakeTransport(() => ({ status: 200, data: [] }));
    await documentsApi.listOwn(CONTRACT_CATEGORIES.agreements);
    await documentsApi.list(7, CONTRACT_CATEGORIES.orders);
    expect(server.requests[0]).toMatchObject({ method: 'get', url: '/contracts', params: { category: 1 } });
    expect(server.requests[1]).toMatchObject({ url: '/organizations/7/contracts', params: { category: 3 } });
    server.restore();
  });

  it('uploads category and file as multipart and reports progress in percent', async () => {
    const progress = jest.fn();
    const server = fakeTransport((config) => {
      config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
      return { status: 201, data: { id: 3 } };
    });
    const file = new File(['%PDF-1.4'], 'sla.pdf', { type: 'application/pdf' });
    await expect(documentsApi.upload(7, CONTRACT_CATEGORIES.sla, file, progress)).resolves.toEqual({ id: 3 });
    const body = server.requests[0].data as FormData;
    expect(server.requests[0]).toMatchObject({ method: 'post', url: '/organizations/7/contracts' });
    expect(body.get('category')).toBe('0');
    expect((body.get('file') as File).name).toBe('sla.pdf');
    expect(progress).toHaveBeenCalledWith(25);
    server.restore();
  });

  it('fetches content as a blob and deletes by id', async () => {
    const server = fakeTransport(() => ({ status: 200, data: new Blob(['%PDF']) }));
    await documentsApi.content(5);
    await documentsApi.remove(5);
    expect(server.requests[0]).toMatchObject({ url: '/contracts/5/content', responseType: 'blob' });
    expect(server.requests[1]).toMatchObject({ method: 'delete', url: '/contracts/5' });
    server.restore();
  });
});

describe('invoicesApi', () => {
  it('passes page and filters as query parameters', async () => {
    const page = { items: [], total: 0, page: 1, pageSize: 20 };
    const server = fakeTransport(() => ({ status: 200, data: page }));
    await expect(invoicesApi.list({ page: 1, pageSize: 20, status: 'open', period: '202610' })).resolves.toEqual(page);
    expect(server.requests[0].params).toEqual({ page: 1, pageSize: 20, status: 'open', period: '202610' });
    server.restore();
  });

  it('uploads the fields and the PDF as multipart', async () => {
    const server = fakeTransport(() => ({ status: 201, data: { id: 9 } }));
    const file = new File(['%PDF-1.4'], 'inv.pdf', { type: 'application/pdf' });
    await invoicesApi.upload(
      7,
      { invoiceNumber: 'F-1', invoiceDate: '2026-10-31', period: '202610', amount: '12.50', vat: '2.63', status: 'open', dueDate: '2026-11-30' },
      file,
    );
    const body = server.requests[0].data as FormData;
    expect(server.requests[0].url).toBe('/organizations/7/invoices');
    expect(body.get('amount')).toBe('12.50');
    expect(body.get('period')).toBe('202610');
    expect((body.get('file') as File).name).toBe('inv.pdf');
    server.restore();
  });
});
