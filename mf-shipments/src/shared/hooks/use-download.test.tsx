import { downloadFile } from '@portal/api';
import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { renderPage, setUpI18n, signInAs } from '../../test/render';
import { useDownload } from './use-download';

const server = fakeApiPerTest();

/** A button that downloads GET /files/report.pdf, as the label and export buttons do. */
function DownloadButton() {
  const { downloading, download } = useDownload();
  return (
    <Button
      loading={downloading}
      onClick={() => void download(() => downloadFile('/files/report.pdf', 'report.pdf'))}
    >
      Download
    </Button>
  );
}

function renderButton() {
  renderPage(<DownloadButton />, { path: '/shipments', route: '/shipments' });
  return screen.getByRole('button', { name: 'Download' });
}

/** True while the button shows its spinner. */
const spins = (button: HTMLElement) => button.querySelector('.anticon-loading') !== null;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
});

describe('useDownload (label, A4 labels and export buttons; spec §8)', () => {
  it('spins while the file loads, and is ready again once it is offered', async () => {
    let answer: () => void = () => undefined;
    server.on(
      'GET',
      '/files/report.pdf',
      () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf' }));
        }),
    );
    const button = renderButton();
    await userEvent.click(button);
    await waitFor(() => expect(spins(button)).toBe(true));
    act(() => answer());
    await waitFor(() => expect(spins(button)).toBe(false));
    expect(server.requestsTo('GET', '/files/report.pdf')).toHaveLength(1);
  });

  it("shows the server's message when the download fails, and can be tried again", async () => {
    server.on('GET', '/files/report.pdf', reply(500, { message: 'The label could not be made.' }));
    const button = renderButton();
    await userEvent.click(button);
    expect(await screen.findByText('The label could not be made.')).toBeInTheDocument();
    await waitFor(() => expect(spins(button)).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(server.requestsTo('GET', '/files/report.pdf')).toHaveLength(2));
  });
});
