import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { normalizeError } from './normalize-error';

const config = { headers: {} } as InternalAxiosRequestConfig;
function httpError(status: number, data: unknown, statusText = ''): AxiosError {
  const response = { status, data, statusText, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('normalizeError (spec §8)', () => {
  it('500 shows the response message', () => {
    expect(normalizeError(httpError(500, { message: 'Database is down.' }))).toEqual({
      status: 500,
      message: 'Database is down.',
      fieldErrors: [],
    });
  });

  it('500 without a message shows the general text', () => {
    expect(normalizeError(httpError(500, {})).message).toBe('Something went wrong.');
  });

  it('400 shows errorMessage plus the field list', () => {
    const body = {
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [
        { field: 'currentPassword', message: 'New password must be different to current password.' },
        { field: 'email', message: 'Please enter a valid email address.' },
      ],
    };
    expect(normalizeError(httpError(400, body))).toEqual({
      status: 400,
      message: 'Sorry, not all fields are filled in correctly.',
      fieldErrors: body.errors,
    });
  });

  it('400 without errorMessage falls back to "Something went wrong." and keeps the fields', () => {
    const result = normalizeError(httpError(400, { errors: [{ field: 'name', message: 'Required' }] }));
    expect(result.message).toBe('Something went wrong.');
    expect(result.fieldErrors).toEqual([{ field: 'name', message: 'Required' }]);
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [409, 'Conflict'],
    [429, 'Too Many Requests'],
    [503, 'Service Unavailable'],
  ])('%i shows the general text with the status text', (status, statusText) => {
    expect(normalizeError(httpError(status, { errorMessage: 'x', errors: [] }, statusText))).toEqual({
      status,
      message: `Something went wrong. (${statusText})`,
      fieldErrors: [],
    });
  });

  it('uses the status code when the status text is empty', () => {
    expect(normalizeError(httpError(502, null)).message).toBe('Something went wrong. (502)');
  });

  it('shows a plain string body as is, whatever the status', () => {
    expect(normalizeError(httpError(400, 'Unknown user')).message).toBe('Unknown user');
    expect(normalizeError(httpError(503, 'Down for maintenance')).message).toBe('Down for maintenance');
  });

  it('shows a thrown plain string as is', () => {
    expect(normalizeError('Unsupported country.')).toEqual({ message: 'Unsupported country.', fieldErrors: [] });
  });

  it.each([
    ['network', new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)],
    ['abort', new AxiosError('canceled', AxiosError.ERR_CANCELED, config)],
    ['timeout', new AxiosError('timeout of 1000ms exceeded', AxiosError.ECONNABORTED, config)],
  ])('%s failures show the HTTP client message without a status', (_kind, error) => {
    expect(normalizeError(error)).toEqual({ message: error.message, fieldErrors: [] });
  });

  it('shows other errors by their message, or the general text', () => {
    expect(normalizeError(new Error('boom')).message).toBe('boom');
    expect(normalizeError(undefined).message).toBe('Something went wrong.');
  });
});
