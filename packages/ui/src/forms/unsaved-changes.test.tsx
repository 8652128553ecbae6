import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, Tabs } from 'antd';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { currentLocation, renderUi } from '../test-utils';
import { usePortalForm } from './use-portal-form';

interface Values {
  name: string;
}

/** An edit screen: a form with a save, a link and routed tabs to other screens. */
function EditScreen({ save = async () => {} }: { save?: (values: Values) => Promise<void> }) {
  const navigate = useNavigate();
  const { formProps } = usePortalForm<Values>({ fields: ['name'], save });
  return (
    <>
      <Link to="/elsewhere">Customers</Link>
      <Tabs
        activeKey="edit"
        onChange={(key) => navigate(`/${key}`)}
        items={[
          { key: 'edit', label: 'Organization' },
          { key: 'addresses', label: 'Addresses' },
        ]}
      />
      <Form<Values> {...formProps} initialValues={{ name: 'Acme' }}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>
    </>
  );
}

const render = (locale: 'en' | 'nl' = 'en', save?: (values: Values) => Promise<void>) =>
  renderUi(
    <Routes>
      <Route path="/form" element={<EditScreen save={save} />} />
      <Route path="*" element={<p>Another screen</p>} />
    </Routes>,
    { path: '/form', locale },
  );

jest.setTimeout(30_000);

describe('useUnsavedChangesGuard (through usePortalForm): no edits lost by leaving the page', () => {
  it('leaves at once while nothing was changed', async () => {
    await render();
    await userEvent.click(screen.getByRole('link', { name: 'Customers' }));
    expect(currentLocation()).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a link leaves an edited form: "Stay" keeps the edits, "Leave page" goes on', async () => {
    await render();
    await userEvent.type(screen.getByLabelText('Name'), ' Logistics');
    await userEvent.click(screen.getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    expect(screen.getByRole('dialog')).toHaveTextContent('If you leave this page, your changes are lost.');
    expect(currentLocation()).toBe('/form');
    // "Stay" is the focused, safe answer.
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Logistics');

    await userEvent.click(screen.getByRole('link', { name: 'Customers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave page' }));
    await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
    expect(screen.getByText('Another screen')).toBeInTheDocument();
  });

  it('asks before a routed tab leaves an edited form, in Dutch too', async () => {
    await render('nl');
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('U hebt niet-opgeslagen wijzigingen');
    expect(currentLocation()).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina verlaten' }));
    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
  });

  it('does not ask once the edits are saved', async () => {
    const save = jest.fn(async () => {});
    await render('en', save);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Acme!' }));
    await userEvent.click(screen.getByRole('link', { name: 'Customers' }));
    await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps asking after a failed save', async () => {
    await render('en', async () => {
      throw new Error('offline');
    });
    await userEvent.type(screen.getByLabelText('Name'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    expect(currentLocation()).toBe('/form');
  });

  it('asks the browser to confirm a reload or closing the tab only while there are edits', async () => {
    await render();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), '!');
    expect(unload()).toBe(true);
  });
});
