import type {
  ContractCategory,
  ContractFile,
  Invoice,
  InvoiceListQuery,
  InvoiceUploadFields,
  Page,
} from '@portal/domain';
import type { AxiosProgressEvent } from 'axios';
import { api } from '../client';
import { downloadFile, type DownloadedFile } from '../download';

/** Query of GET /invoices as a client sends it: every parameter optional (server defaults: page 1, 20, -invoiceDate). */
export type InvoiceListParams = Partial<InvoiceListQuery>;

/** Upload progress callback: `percent` 0–100 (undefined when the total size is unknown). */
export type UploadProgress = (percent: number | undefined) => void;

function progressHandler(onProgress?: UploadProgress) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) =>
    onProgress(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined);
}

/** GETs a file's content as a Blob (bearer token through the one instance); for inline viewing. */
async function contentBlob(url: string): Promise<Blob> {
  const { data } = await api.get<Blob>(url, { responseType: 'blob', passNotFound: true });
  return data;
}

/**
 * Contract files (spec §2 /contracts, /contracts/organizations; spec §3 Contract file). Reading: own organization
 * for authorized to sign and financial responsible, any organization for staff. Writing: super admin, management.
 */
export const documentsApi = {
  /** GET /contracts?category=: the signed-in user's own organization's files of one category. */
  async listOwn(category: ContractCategory): Promise<ContractFile[]> {
    const { data } = await api.get<ContractFile[]>('/contracts', { params: { category } });
    return data;
  },

  /** GET /organizations/{id}/contracts?category=: one organization's files of one category (staff). */
  async list(organizationId: number, category: ContractCategory): Promise<ContractFile[]> {
    const { data } = await api.get<ContractFile[]>(`/organizations/${organizationId}/contracts`, {
      params: { category },
    });
    return data;
  },

  /**
   * POST /organizations/{id}/contracts (multipart `category`, `file`) → 201 with the stored file. Reports upload
   * progress through `onProgress`. Errors: 400 `{errorMessage, errors:[{field:'file', message:'File is required'}]}`.
   */
  async upload(
    organizationId: number,
    category: ContractCategory,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<ContractFile> {
    const form = new FormData();
    form.append('category', String(category));
    form.append('file', file, file.name);
    const { data } = await api.post<ContractFile>(`/organizations/${organizationId}/contracts`, form, {
      onUploadProgress: progressHandler(onProgress),
    });
    return data;
  },

  /** DELETE /contracts/{fileId} (super admin, management). */
  async remove(fileId: number): Promise<void> {
    await api.delete(`/contracts/${fileId}`);
  },

  /** GET /contracts/{fileId}/content as a Blob, for inline viewing. */
  content(fileId: number): Promise<Blob> {
    return contentBlob(`/contracts/${fileId}/content`);
  },

  /** GET /contracts/{fileId}/content?download=1, offered to the user as a download. */
  download(file: Pick<ContractFile, 'id' | 'fileName'>): Promise<DownloadedFile> {
    return downloadFile(`/contracts/${file.id}/content?download=1`, file.fileName);
  },
};

/** Invoices (spec §2 /invoices, /invoices/organizations). Organization users see their own organization's. */
export const invoicesApi = {
  /** GET /invoices: one page (1-based, 20 per page by default) with optional filters and sort. */
  async list(query: InvoiceListParams = {}): Promise<Page<Invoice>> {
    const { data } = await api.get<Page<Invoice>>('/invoices', { params: query });
    return data;
  },

  /**
   * POST /organizations/{id}/invoices: multipart PDF `file` plus the invoice fields (super admin, management,
   * support) → 201 with the invoice. Reports upload progress through `onProgress`.
   */
  async upload(
    organizationId: number,
    input: InvoiceUploadFields,
    file: File,
    onProgress?: UploadProgress,
  ): Promise<Invoice> {
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) if (value !== undefined) form.append(key, value);
    form.append('file', file, file.name);
    const { data } = await api.post<Invoice>(`/organizations/${organizationId}/invoices`, form, {
      onUploadProgress: progressHandler(onProgress),
    });
    return data;
  },

  /** DELETE /invoices/{id} (super admin, management). */
  async remove(id: number): Promise<void> {
    await api.delete(`/invoices/${id}`);
  },

  /** GET /invoices/{id}/content as a Blob (the PDF), for inline viewing. */
  content(id: number): Promise<Blob> {
    return contentBlob(`/invoices/${id}/content`);
  },

  /** GET /invoices/{id}/content?download=1, offered to the user as a download. */
  download(invoice: Pick<Invoice, 'id' | 'fileName'>): Promise<DownloadedFile> {
    return downloadFile(`/invoices/${invoice.id}/content?download=1`, invoice.fileName);
  },
};
