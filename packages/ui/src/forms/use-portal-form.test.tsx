import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { renderUi } from '../test-utils';
import { useFormRules } from './form-rules';
import { useModalForm } from './use-modal-form';
import { usePortalForm } from './use-portal-form';

interface Values {
  name: string;
  email: string;
  accept: boolean;
}

const config = { headers: {} } as InternalAxiosRequestConfig;
const badRequest = (errors: Array<{ field: string; message: string }>) =>
  new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', config, {}, {
    status: 400,
    statusText: 'Bad Request',
    data: { errorMessage: 'Sorry, not all fields are filled in correctly.', errors },
    headers: {},
    config,
  } as AxiosResponse);

/** A form as a remote writes it: fields, rules, a save, nothing else. */
function ExampleForm({ save }: { save: (values: Values) => Promise<void> }) {
  const rules = useFormRules();
  const { formProps, saving } = usePortalForm<Values>({ fields: ['name', 'email', 'accept'], save, savedMessage: 'Changes saved' });
  return (
    <Form<Values> {...formProps} aria-label="Example">
      <Form.Item name="name" label="Name" rules={[rules.required, rules.maxLength(5)]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-mail address" rules={[rules.email]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item
        name="accept"
        label="Terms"
        valuePropName="checked"
        validateTrigger="onChange"
        rules={[{ validator: (_rule, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error('Accept the terms.'))) }]}
      >
        <Checkbox>Accept</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        Save
      </Button>
    </Form>
  );
}

const field = (label: string) => screen.getByLabelText(label);
const errorsOf = (label: string) =>
  field(label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

describe('usePortalForm: the form behaviour of spec §5 and §8 every form shares', () => {
  it('turns the browser\'s own validation off, so only our messages in the interface language show', async () => {
    await renderUi(<ExampleForm save={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Example' })).toHaveAttribute('novalidate');
  });

  it('checks a text field when it loses focus, not while typing; after a submit, on every change', async () => {
    const save = jest.fn();
    await renderUi(<ExampleForm save={save} />);
    await userEvent.type(field('E-mail address'), 'bad-email');
    expect(errorsOf('E-mail address')).toBe('');
    await userEvent.tab();
    await waitFor(() => expect(errorsOf('E-mail address')).toBe('Please enter a valid email address.'));

    await userEvent.type(field('Name'), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf('Name')).toBe('Please enter at most 5 characters.'));
    expect(save).not.toHaveBeenCalled();
    // after the submit a change re-checks at once, without leaving the field
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Acme');
    await waitFor(() => expect(errorsOf('Name')).toBe(''));
  });

  it('checks a checkbox on change', async () => {
    await renderUi(<ExampleForm save={jest.fn()} />);
    const accept = screen.getByRole('checkbox', { name: /Accept/ });
    await userEvent.click(accept);
    await userEvent.click(accept);
    await waitFor(() => expect(errorsOf('Terms')).toBe('Accept the terms.'));
  });

  it('says the form is incomplete in Dutch, with Dutch field messages', async () => {
    await renderUi(<ExampleForm save={jest.fn()} />, { locale: 'nl' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    await waitFor(() => expect(errorsOf('Name')).toBe('Dit veld is verplicht.'));
  });

  it('saves valid values and says so', async () => {
    const save = jest.fn(async () => undefined);
    await renderUi(<ExampleForm save={save} />);
    await userEvent.type(field('Name'), 'Acme');
    await userEvent.type(field('E-mail address'), 'info@acme.example');
    await userEvent.click(screen.getByRole('checkbox', { name: /Accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Acme', email: 'info@acme.example', accept: true });
  });

  it('puts server field errors on their fields once, without API field names, and lists only the others', async () => {
    const save = jest.fn(async () => {
      throw badRequest([
        { field: 'name', message: 'Customer number is already in use.' },
        { field: 'supplierIds.0', message: 'Unknown supplier.' },
      ]);
    });
    await renderUi(<ExampleForm save={save} />);
    await userEvent.type(field('Name'), 'Acme');
    await userEvent.click(screen.getByRole('checkbox', { name: /Accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorsOf('Name')).toBe('Customer number is already in use.'));
    expect(screen.getAllByText('Customer number is already in use.')).toHaveLength(1);
    const notice = (await screen.findByText('Unknown supplier.')).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/name:|supplierIds/);
  });

  it('shows only the message when every server field error is on a field of the form', async () => {
    const save = jest.fn(async () => {
      throw badRequest([{ field: 'email', message: 'Please enter a valid email address.' }]);
    });
    await renderUi(<ExampleForm save={save} />);
    await userEvent.type(field('Name'), 'Acme');
    await userEvent.click(screen.getByRole('checkbox', { name: /Accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorsOf('E-mail address')).toBe('Please enter a valid email address.'));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(1);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});

function ExampleDialog({ onClose }: { onClose: () => void }) {
  const { modalProps, formProps } = useModalForm<{ name: string }>({ fields: ['name'], save: async () => onClose() });
  return (
    <Modal {...modalProps} title="Add example" onCancel={onClose}>
      <Form<{ name: string }> {...formProps}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add example</Button>
      {open && <ExampleDialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useModalForm', () => {
  it('gives the focus back to the button that opened the dialog when Escape closes it', async () => {
    await renderUi(<DialogOpener />);
    const opener = screen.getByRole('button', { name: 'Add example' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add example' });
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add example' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
