import { emptyDomesticDraft } from '../flows/domestic-flow';
import { emptyInternationalDraft } from '../flows/international-flow';
import { useDomesticShipmentStore } from './domestic-shipment-store';
import { useInternationalShipmentStore } from './international-shipment-store';

const USER_ID = 1;

beforeEach(() => {
  useDomesticShipmentStore.setState(useDomesticShipmentStore.getInitialState(), true);
  useInternationalShipmentStore.setState(useInternationalShipmentStore.getInitialState(), true);
  sessionStorage.clear();
});

describe('a flow draft in progress (replaced by a carry-over only after asking; spec §5, §8)', () => {
  it('is not in progress while empty: nothing stored, just begun, or after "Start over"', () => {
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(false);
    useDomesticShipmentStore.getState().begin(USER_ID);
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(false);
    useDomesticShipmentStore.getState().update({ recipientName: 'Rita Receiver' });
    useDomesticShipmentStore.getState().reset();
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(false);
  });

  it('counts a typed text or a choice, not blanks or the preset country Nederland', () => {
    const domestic = useDomesticShipmentStore.getState();
    domestic.begin(USER_ID, { ...emptyDomesticDraft(), recipientName: '  ', subcustomerId: null });
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(false);
    domestic.update({ address: { ...emptyDomesticDraft().address, city: 'Rotterdam' } });
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(true);

    const international = useInternationalShipmentStore.getState();
    international.begin(USER_ID, { ...emptyInternationalDraft(), serviceCode: '65' });
    expect(useInternationalShipmentStore.getState().hasDraftOf(USER_ID)).toBe(true);
  });

  it("does not count an organization user's own organization, which the user did not choose", () => {
    useDomesticShipmentStore
      .getState()
      .begin(USER_ID, { ...emptyDomesticDraft(), organizationId: 7 }, 'recipient');
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID, { organizationId: 7 })).toBe(false);
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(true);
  });

  it("is never another user's draft left in the tab (that one is replaced unseen)", () => {
    useDomesticShipmentStore
      .getState()
      .begin(99, { ...emptyDomesticDraft(), recipientName: 'Rita Receiver' });
    expect(useDomesticShipmentStore.getState().hasDraftOf(USER_ID)).toBe(false);
    expect(useDomesticShipmentStore.getState().hasDraftOf(99)).toBe(true);
  });
});
