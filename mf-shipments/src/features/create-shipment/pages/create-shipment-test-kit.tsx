import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDomesticShipmentStore } from '../stores/domestic-shipment-store';
import { useInternationalShipmentStore } from '../stores/international-shipment-store';

/** Test helpers of the creation flows (issue 14). */

/** Both flows empty, in memory and in the tab's storage (as a new tab). */
export function forgetDrafts(): void {
  useDomesticShipmentStore.setState(useDomesticShipmentStore.getInitialState(), true);
  useInternationalShipmentStore.setState(useInternationalShipmentStore.getInitialState(), true);
  sessionStorage.clear();
}

/**
 * A reload of the tab: the stores forget what they hold in memory and read the tab's storage again, as the page's
 * module does when it loads.
 */
export async function reloadDrafts(): Promise<void> {
  const stored = Object.fromEntries(
    Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)!]),
  );
  forgetDrafts();
  for (const [key, value] of Object.entries(stored)) sessionStorage.setItem(key, value);
  await useDomesticShipmentStore.persist.rehydrate();
  await useInternationalShipmentStore.persist.rehydrate();
}

/** Opens the select or auto-complete labelled `label` and picks the option `option`. */
export async function pick(label: string, option: string | RegExp): Promise<void> {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** Types `text` into the text field labelled `label`, replacing what it held. */
export async function fill(label: string, text: string): Promise<void> {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** Clicks the step's "Next". */
export async function next(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

/** Waits for the step whose heading is `title`. */
export async function onStep(title: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 2, name: title });
}

/** The summary section (card) whose heading is `title`. */
export function summarySection(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).closest('.ant-card') as HTMLElement;
}

/** The value of the line labelled `label` in a summary section. */
export function summaryValue(section: HTMLElement, label: string): string {
  const labelCell = within(section).getByText(label, { selector: '.ant-descriptions-item-label' });
  return labelCell.nextElementSibling?.textContent ?? '';
}

/** The text a select labelled `label` shows as its value. */
export function shownChoice(label: string): string {
  const select = screen.getByRole('combobox', { name: label }).closest('.ant-select')!;
  return select.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}
