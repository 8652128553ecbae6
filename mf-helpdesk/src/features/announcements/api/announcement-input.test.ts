import dayjs from 'dayjs';
import { OUTAGE } from '../pages/announcement-fixtures';
import { newAnnouncementValues, toAnnouncementInput, toFormValues } from './announcement-input';

describe('announcement form values ↔ POST/PUT /announcements payload (issue 12)', () => {
  it('sends trimmed texts, ISO dates, null for "All customers" and no end, and notify only on edit', () => {
    const values = {
      ...newAnnouncementValues(dayjs('2026-11-25T10:00:30.500Z')),
      title: '  Roaming disruption  ',
      type: 'interference' as const,
      priority: 'high' as const,
      region: 'belgium' as const,
      initialMessage: '<p>Roaming is unstable.</p>',
      contact: ' NOC ',
      notify: true,
    };
    const created = toAnnouncementInput(values, 'create');
    expect(created).toEqual({
      title: 'Roaming disruption',
      type: 'interference',
      priority: 'high',
      supplierId: null,
      region: 'belgium',
      startsAt: '2026-11-25T10:00:00.000Z',
      endsAt: null,
      initialMessage: '<p>Roaming is unstable.</p>',
      affectedServices: '',
      customerImpact: '',
      requiredCustomerAction: '',
      contact: 'NOC',
      mailOrganization: false,
      mailRoles: [],
    });
    expect(toAnnouncementInput(values, 'edit')).toEqual({ ...created, notify: true });
  });

  it('fills the form from a stored announcement with "Notify recipients again" unticked', () => {
    const values = toFormValues(OUTAGE);
    expect(values.startsAt?.toISOString()).toBe(OUTAGE.startsAt);
    expect(values.endsAt).toBeNull();
    expect(values.notify).toBe(false);
    expect(toAnnouncementInput(values, 'edit')).toMatchObject({
      title: OUTAGE.title,
      supplierId: 3,
      mailOrganization: true,
      mailRoles: ['technicalResponsible'],
      notify: false,
    });
  });
});
