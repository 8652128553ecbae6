import type { OrganizationInput } from '@portal/domain';
import { filenameFromContentDisposition, downloadFile } from '../download';
import { fakeTransport } from '../test-adapter';
import { authApi } from './auth';
import { organizationsApi, toOrganizationPayload } from './organizations';

const form: OrganizationInput = {
  name: 'Acme',
  customerNumber: 'C-1',
  vatNumber: 'NL001',
  country: 'Nederland',
  vatLiable: false,
  supplierIds: [3, '', null, 5],
};

describe('toOrganizationPayload (spec §3)', () => {
  it('blanks vatNumber when not VAT liable and drops blank supplier ids', () => {
    expect(toOrganizationPayload(form)).toEqual({ ...form, vatNumber: '', supplierIds: [3, 5] });
  });

  it('keeps vatNumber when VAT liable and does not change the input', () => {
    const input = { ...form, vatLiable: true };
    expect(toOrganizationPayload(input).vatNumber).toBe('NL001');
    expect(input.supplierIds).toEqual([3, '', null, 5]);
  });
});

describe('organizationsApi (spec §5, §7)', () => {
  const body = (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data);

  it('create sends the shaped payload without the skip flag', async () => {
    const server = fakeTransport(() => ({ status: 201, data: { id: 1 } }));
    await organizationsApi.create({ ...form, skipCustomerNumberCheck: true });
    expect(server.requests[0]).toMatchObject({ method: 'post', url: '/organizations' });
    const sent = body(server.requests[0].data);
    expect(sent).toMatchObject({ vatNumber: '', supplierIds: [3, 5] });
    expect(sent).not.toHaveProperty('skipCustomerNumberCheck');
    server.restore();
  });

  it('update sends skipCustomerNumberCheck: true with the shaped payload', async () => {
    const server = fakeTransport(() => ({ status: 200, data: { id: 7 } }));
    await organizationsApi.update(7, form);
    expect(server.requests[0]).toMatchObject({ method: 'put', url: '/organizations/7' });
    expect(body(server.requests[0].data)).toMatchObject({
      skipCustomerNumberCheck: true,
      vatNumber: '',
      supplierIds: [3, 5],
    });
    server.restore();
  });

  it('list passes page, search, sort and filters as query parameters', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 20 };
    const server = fakeTransport(() => ({ status: 200, data: page }));
    await expect(
      organizationsApi.list({ page: 2, pageSize: 20, search: 'acme', sort: '-name', inactive: true }),
    ).resolves.toEqual(page);
    expect(server.requests[0].params).toEqual({ page: 2, pageSize: 20, search: 'acme', sort: '-name', inactive: true });
    server.restore();
  });
});

describe('authApi (spec §7)', () => {
  it('login resolves with the token', async () => {
    const server = fakeTransport(() => ({ status: 200, data: { token: 't' } }));
    await expect(authApi.login({ email: 'a@b.example', password: 'pw' })).resolves.toBe('t');
    server.restore();
  });

  it('login rejects a 403 with its status for the caller (2FA step)', async () => {
    const server = fakeTransport(() => ({ status: 403, data: { errorMessage: 'A 2FA code is sent.', errors: [] } }));
    await expect(authApi.login({ email: 'a@b.example', password: 'pw' })).rejects.toMatchObject({
      response: { status: 403 },
    });
    server.restore();
  });

  it('requestPasswordReset posts the e-mail as a query parameter', async () => {
    const server = fakeTransport(() => ({ status: 204 }));
    await authApi.requestPasswordReset('x@y.example');
    expect(server.requests[0]).toMatchObject({ method: 'post', url: '/users/resetPassword', params: { email: 'x@y.example' } });
    server.restore();
  });

  it('confirmAccount patches the user with the confirmation token', async () => {
    const server = fakeTransport(() => ({ status: 204 }));
    await authApi.confirmAccount(9, 'ct', 'Long-password-1');
    expect(server.requests[0]).toMatchObject({ method: 'patch', url: '/users/9', params: { confirmationToken: 'ct' } });
    server.restore();
  });
});

describe('downloads', () => {
  it.each([
    ['attachment; filename="users.xlsx"', 'users.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename=\"x.xlsx\"; filename*=UTF-8''Adressen%20%C3%A9.xlsx", 'Adressen é.xlsx'],
    ['attachment', 'fallback.xlsx'],
    [undefined, 'fallback.xlsx'],
  ])('names %p as %p', (header, expected) => {
    expect(filenameFromContentDisposition(header, 'fallback.xlsx')).toBe(expected);
  });

  it('downloadFile returns the blob named by Content-Disposition', async () => {
    const blob = new Blob(['x']);
    const server = fakeTransport(() => ({
      status: 200,
      data: blob,
      headers: { 'content-disposition': 'attachment; filename="export.xlsx"' },
    }));
    await expect(organizationsApi.exportUsers()).resolves.toEqual({ blob, filename: 'export.xlsx' });
    expect(server.requests[0]).toMatchObject({ url: '/organizations/ExportUsers', responseType: 'blob' });
    await expect(downloadFile('/x', 'y.bin')).resolves.toMatchObject({ filename: 'export.xlsx' });
    server.restore();
  });
});
