import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor } from '@testing-library/react';
import { EMPLOYEES } from '../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../test/render';
import { useEmployeesQuery } from './list-employees';

const server = fakeApiPerTest();

/** A picker that lists the employees' names. */
function EmployeeNames({ label }: { label: string }) {
  const employees = useEmployeesQuery();
  return <p aria-label={label}>{employees.data?.map((employee) => employee.name).join(', ')}</p>;
}

beforeAll(() => setUpI18n('en'));

describe('useEmployeesQuery (TanStack Query)', () => {
  it('asks the server once when two components on a screen want the employees at the same time', async () => {
    server.on('GET', '/employees', () => new Promise((resolve) => setTimeout(() => resolve(EMPLOYEES), 50)));
    signInAs(['superAdmin']);
    renderPage(
      <>
        <EmployeeNames label="contact person" />
        <EmployeeNames label="initial contractor" />
      </>,
      { path: '/', route: '/' },
    );
    await waitFor(() => expect(screen.getByLabelText('contact person')).toHaveTextContent('Sam Support'));
    expect(screen.getByLabelText('initial contractor')).toHaveTextContent('Sam Support');
    expect(server.requestsTo('GET', '/employees')).toHaveLength(1);
  });
});
