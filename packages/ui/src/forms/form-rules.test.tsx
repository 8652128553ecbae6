import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, Select } from 'antd';
import { renderUi } from '../test-utils';
import { useFormRules } from './form-rules';
import { usePortalForm } from './use-portal-form';

interface Values {
  name: string;
  role?: number;
}

/** A text field and a picker holding a number, both required. */
function RequiredForm({ save }: { save: (values: Values) => Promise<void> }) {
  const { required } = useFormRules();
  const { formProps } = usePortalForm<Values>({ fields: ['name', 'role'], save });
  return (
    <Form<Values> {...formProps} initialValues={{ name: '   ', role: 2 }}>
      <Form.Item name="name" label="Name" rules={[required]}>
        <Input />
      </Form.Item>
      <Form.Item name="role" label="Role" rules={[required]}>
        <Select options={[{ value: 2, label: 'Support' }]} />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('useFormRules().required', () => {
  it('refuses whitespace-only text and accepts a picked number', async () => {
    const save = jest.fn(() => Promise.resolve());
    await renderUi(<RequiredForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Ann');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Ann', role: 2 }));
  });
});
