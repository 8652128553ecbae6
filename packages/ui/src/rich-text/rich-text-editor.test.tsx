import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { PortalProviders } from '../portal-providers';
import { renderUi } from '../test-utils';
import { fillRichText, findRichTextEditor, installRichTextDomShims } from '../testing/rich-text';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

beforeAll(installRichTextDomShims);

/** A RichTextEditor holding its own value, as a form would; every change also goes to `onChange`. */
function Controlled({ onChange, initial = '', ...props }: RichTextEditorProps & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      aria-label="Message"
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

/** The last HTML the editor reported. */
const lastChange = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0];

describe('RichTextEditor (issue 12, spec §1: announcement and message texts)', () => {
  it('shows a text box and a toolbar with Dutch names when the language is nl', async () => {
    await renderUi(<Controlled />, { locale: 'nl' });
    const textbox = await findRichTextEditor('Message');
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    const toolbar = screen.getByRole('toolbar', { name: 'Tekstopmaak' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Vet',
      'Cursief',
      'Kop H2',
      'Kop H3',
      'Opsomming',
      'Genummerde lijst',
      'Link',
      'Ongedaan maken',
      'Opnieuw uitvoeren',
    ]);
    expect(screen.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes typed text bold after "Bold" is clicked, and shows the button pressed', async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.keyboard('Hello');
    expect(lastChange(onChange)).toBe('<p><strong>Hello</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('formats a selection from the toolbar and with keyboard shortcuts', async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.keyboard('Plan{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(lastChange(onChange)).toBe('<p><em>Plan</em></p>');
    await user.keyboard('{Control>}b{/Control}');
    expect(lastChange(onChange)).toBe('<p><strong><em>Plan</em></strong></p>');
    await user.click(screen.getByRole('button', { name: 'Heading H2' }));
    expect(lastChange(onChange)).toBe('<h2><strong><em>Plan</em></strong></h2>');
  });

  it('makes headings and bulleted and numbered lists', async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.click(screen.getByRole('button', { name: 'Heading H3' }));
    await user.keyboard('Title');
    expect(lastChange(onChange)).toBe('<h3>Title</h3>');
    expect(screen.getByRole('button', { name: 'Heading H3' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await user.keyboard('one');
    expect(lastChange(onChange)).toBe('<h3>Title</h3><ul><li><p>one</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Heading H3' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastChange(onChange)).toBe('<h3>Title</h3><ol><li><p>one</p></li></ol>');
  });

  it("reports '' when the text is removed again", async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} initial="<p>Old text</p>" />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastChange(onChange)).toBe('');
  });

  it('keeps the caret while typing into a controlled value', async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.keyboard('Sunday');
    expect(lastChange(onChange)).toBe('<p>Sunday</p>');
    expect(onChange).toHaveBeenCalledTimes(6);
  });

  it('shows a value from outside (a loaded record, a reset) without reporting it as a change', async () => {
    const onChange = jest.fn();
    function EditPage() {
      const [value, setValue] = useState<string>();
      return (
        <>
          <RichTextEditor aria-label="Message" value={value} onChange={onChange} />
          <Button onClick={() => setValue('<p>Loaded <strong>text</strong></p>')}>Load</Button>
          <Button onClick={() => setValue(undefined)}>Clear</Button>
        </>
      );
    }
    await renderUi(<EditPage />);
    const user = userEvent.setup();
    const textbox = await findRichTextEditor('Message');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(textbox.innerHTML).toBe('<p>Loaded <strong>text</strong></p>');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textbox).toHaveTextContent(/^$/);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is named by its Form.Item label, goes back to the initial text on reset, and submits its HTML', async () => {
    const onFinish = jest.fn();
    function AnnouncementForm() {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ message: '<p>Initial</p>' }} onFinish={onFinish}>
          <Form.Item label="Message" name="message">
            <RichTextEditor />
          </Form.Item>
          <Button onClick={() => form.resetFields()}>Reset</Button>
          <Button htmlType="submit">Save</Button>
        </Form>
      );
    }
    await renderUi(<AnnouncementForm />);
    const user = userEvent.setup();
    const textbox = await findRichTextEditor('Message');
    expect(textbox).toHaveTextContent('Initial');

    await fillRichText('Message', '<p>Changed <em>text</em></p>');
    expect(textbox.innerHTML).toBe('<p>Changed <em>text</em></p>');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    // antd mounts the field's control anew on reset.
    expect((await findRichTextEditor('Message')).innerHTML).toBe('<p>Initial</p>');

    await fillRichText('Message', '<p>Offline on <strong>Sunday</strong></p><script>x</script>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onFinish).toHaveBeenCalledWith({ message: '<p>Offline on <strong>Sunday</strong></p>' });
  });

  it('finds its Form.Item label when it mounts outside the document, as in a dialog that is opening', async () => {
    // A dialog's content can mount before its portal is attached; a document-wide label search then found nothing
    // and the editor had no name (issue 15, the supplier service page's edit dialog).
    await renderUi(<Controlled />);
    await findRichTextEditor('Message');
    const detached = document.createElement('div');
    await act(async () => {
      render(
        <PortalProviders>
          <Form>
            <Form.Item label="Body" name="body">
              <RichTextEditor />
            </Form.Item>
          </Form>
        </PortalProviders>,
        { container: detached },
      );
    });
    await waitFor(() => expect(detached.querySelector('[contenteditable]')).not.toBeNull());
    const label = detached.querySelector('label')!;
    expect(label.id).not.toBe('');
    expect(detached.querySelector('[contenteditable]')).toHaveAttribute('aria-labelledby', label.id);
  });

  it('links the selection to an https address and refuses javascript: addresses', async () => {
    const onChange = jest.fn();
    await renderUi(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(await findRichTextEditor('Message'));
    await user.keyboard('our site{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    const address = within(dialog).getByLabelText('Web address or e-mail link');
    expect(address).toHaveAccessibleDescription('Enter a web address (https://…) or e-mail link (mailto:…)');
    await user.click(address);
    await user.paste('javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only web addresses (http://… or https://…) and e-mail links (mailto:…) can be linked.',
    );
    expect(lastChange(onChange)).toBe('<p>our site</p>');

    await user.clear(address);
    await user.paste('https://example.com');
    await user.keyboard('{Enter}');
    expect(lastChange(onChange)).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">our site</a></p>',
    );
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is one Tab stop in its toolbar, moved through with the arrow keys, and blurs only when focus leaves both', async () => {
    const onBlur = jest.fn();
    await renderUi(
      <>
        <input aria-label="Title" />
        <Controlled onBlur={onBlur} />
        <input aria-label="Publish from" />
      </>,
    );
    const user = userEvent.setup();
    const textbox = await findRichTextEditor('Message');
    await user.click(screen.getByLabelText('Title'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.tab();
    expect(textbox).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByLabelText('Publish from')).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('can be disabled: no typing, no toolbar', async () => {
    await renderUi(<Controlled disabled initial="<p>Sent</p>" />);
    const textbox = await findRichTextEditor('Message');
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
  });
});
