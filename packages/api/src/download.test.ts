import { downloadFile, filenameFromContentDisposition } from './download';
import { fakeApiPerTest, reply } from './testing/fake-api';

describe('downloads', () => {
  const server = fakeApiPerTest();

  it.each([
    ['attachment; filename="users.xlsx"', 'users.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename=\"x.xlsx\"; filename*=UTF-8''Adressen%20%C3%A9.xlsx", 'Adressen é.xlsx'],
    ['attachment', 'fallback.xlsx'],
    [undefined, 'fallback.xlsx'],
  ])('names %p as %p', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'fallback.xlsx')).toBe(expected);
  });

  it('downloadFile GETs a blob and names it by Content-Disposition, else by the fallback name', async () => {
    const blob = new Blob(['x']);
    server.on('GET', '/organizations/ExportUsers', reply(200, blob, { 'content-disposition': 'attachment; filename="export.xlsx"' }));
    server.on('GET', '/x', reply(200, blob));
    await expect(downloadFile('/organizations/ExportUsers', 'users.xlsx')).resolves.toEqual({ blob, filename: 'export.xlsx' });
    expect(server.requests[0].config).toMatchObject({ responseType: 'blob' });
    await expect(downloadFile('/x', 'y.bin')).resolves.toMatchObject({ filename: 'y.bin' });
  });
});
