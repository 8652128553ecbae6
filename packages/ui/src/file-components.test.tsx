import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { checkFile, FileUpload, formatFileSize } from './file-upload';
import { formatMoney, MoneyText } from './money-text';
import { PdfViewer } from './pdf-viewer';
import { renderUi } from './test-utils';

const NBSP = /\u00a0/g;
const plain = (text: string | null) => (text ?? '').replace(NBSP, ' ');

describe('MoneyText (invoices: euros from cents in the interface language)', () => {
  it('formats cents as euros in English', async () => {
    await renderUi(<MoneyText cents={123456} />);
    expect(screen.getByText('€1,234.56')).toBeInTheDocument();
  });

  it('formats cents as euros in Dutch', async () => {
    const { container } = await renderUi(<MoneyText cents={123456} />, { locale: 'nl' });
    expect(plain(container.querySelector('span')!.textContent)).toBe('€ 1.234,56');
  });

  it('keeps the sign of credit notes', () => {
    expect(plain(formatMoney(-1250, 'nl'))).toBe('€ -12,50');
    expect(formatMoney(-1250, 'en')).toBe('-€12.50');
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB and MB in the locale', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(300 * 1024, 'en')).toBe('300 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'nl')).toBe('2,5 MB');
  });
});

describe('checkFile (refused before upload, spec §5)', () => {
  const pdf = { name: 'Contract.PDF', type: 'application/pdf', size: 10 };
  it('accepts by extension or MIME type, case-insensitive', () => {
    expect(checkFile(pdf, ['.pdf'])).toBeNull();
    expect(checkFile({ ...pdf, name: 'x' }, ['application/pdf'])).toBeNull();
    expect(checkFile({ name: 'a.exe', type: '', size: 1 }, ['.pdf', '.docx'])).toBe('wrongType');
  });
  it('refuses files larger than the limit', () => {
    expect(checkFile({ ...pdf, size: 21 }, ['.pdf'], 20)).toBe('tooBig');
    expect(checkFile({ ...pdf, size: 20 }, ['.pdf'], 20)).toBeNull();
  });
});

/** A FileUpload holding its own value, reporting changes to `onChange`. */
function Harness({ onChange, error }: { onChange: (file: File | null) => void; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileUpload
      value={file}
      accept={['.pdf', '.docx']}
      maxBytes={1024}
      error={error}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

describe('FileUpload', () => {
  it('keeps a valid file and shows its name, size and a remove button', async () => {
    const onChange = jest.fn();
    await renderUi(<Harness onChange={onChange} />);
    const file = new File(['%PDF-1.4 hello'], 'sla.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('sla.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove sla.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a file that is too big, before any upload, saying why', async () => {
    const onChange = jest.fn();
    await renderUi(<Harness onChange={onChange} />);
    await userEvent.upload(fileInput(), new File(['x'.repeat(4096)], 'big.pdf', { type: 'application/pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('The file big.pdf is 4 KB; the most you can upload is 1 KB.');
  });

  it('refuses a file of another type, in Dutch too', async () => {
    const onChange = jest.fn();
    await renderUi(<Harness onChange={onChange} />, { locale: 'nl' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Het bestand tool.exe kan niet worden geüpload: alleen PDF, DOCX-bestanden zijn toegestaan.',
    );
  });

  it('shows the form\'s message (e.g. "File is required")', async () => {
    await renderUi(<Harness onChange={jest.fn()} error="File is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('File is required');
  });

  it('opens the file chooser from the keyboard (Tab, Enter); the input is labelled', async () => {
    await renderUi(<Harness onChange={jest.fn()} />);
    const chooser = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Click or drag a file here/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chooser).toHaveBeenCalled();
    chooser.mockRestore();
    expect(screen.getByLabelText('Choose a file')).toBe(fileInput());
  });
});

describe('PdfViewer', () => {
  const createObjectURL = jest.fn(() => 'blob:pdf-1');
  const revokeObjectURL = jest.fn();
  beforeAll(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('loads the blob and shows it in a titled frame; revokes the URL when closed', async () => {
    const load = jest.fn(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    const { unmount } = await renderUi(<PdfViewer load={load} title="invoice-1.pdf" />);
    const frame = await screen.findByTitle('invoice-1.pdf');
    expect(frame).toHaveAttribute('src', 'blob:pdf-1');
    act(() => unmount());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
  });

  it('shows an error with retry when loading fails', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(new Blob(['%PDF']));
    await renderUi(<PdfViewer load={load} title="sla.pdf" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTitle('sla.pdf')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
