import { normalizeError } from '@portal/api';
import { ShipmentMessages } from '@portal/domain';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { placeStepFieldErrors, type StepFieldErrors } from '../flows/wizard-steps';
import { shipmentMessageText } from './shipment-message-text';

/** Props of {@link ShipmentErrorAlert}. */
export interface ShipmentErrorAlertProps<Step extends string> {
  /** What the rate or create call threw. */
  error: unknown;
  /** The flow's steps, in order. */
  steps: readonly Step[];
  /** The step of each request field (by its first segment). */
  fieldSteps: Readonly<Record<string, Step>>;
  /** The form field of a server field path. */
  formFieldOf: (serverField: string) => string[];
  /** The steps offered for a refusal on no field of a step (the carrier's reason on `carrier`). */
  carrierSteps: readonly Step[];
  /** Opens a step with the server's errors on its fields. */
  onFix: (step: Step, errors: StepFieldErrors[]) => void;
  /** More actions (e.g. "Ask for the price again"). */
  extra?: ReactNode;
}

/**
 * A refused rate or create call on the summary (spec §8, issue 14): the server's message ("Shipment request is
 * invalid.", "Unsupported country.", "The carrier cannot be reached…") with the field messages under it (the
 * carrier's reason), all in the interface language, and a button back to each step whose fields were refused —
 * that step then shows the errors on its fields. A 401 shows nothing (the session has ended; the portal signs out).
 */
export function ShipmentErrorAlert<Step extends string>({
  error,
  steps,
  fieldSteps,
  formFieldOf,
  carrierSteps,
  onFix,
  extra,
}: ShipmentErrorAlertProps<Step>) {
  const { t } = useShipmentsTranslation();
  const stepTitle = (step: Step) => t(`createShipment.steps.${step as string}` as const);
  const normalized = normalizeError(error);
  if (normalized.status === 401) return null;
  const { byStep, unplaced } = placeStepFieldErrors(normalized.fieldErrors, steps, fieldSteps, formFieldOf);
  // A 503 from these calls is the carrier being out of reach (spec §8 shows other statuses as "Something went
  // wrong." with the status text): say so, so the user knows a retry later may work.
  const title =
    normalized.status === 503
      ? shipmentMessageText(ShipmentMessages.carrierUnavailable, t)
      : shipmentMessageText(normalized.message, t);
  const details = [
    ...new Set(normalized.fieldErrors.map((fieldError) => shipmentMessageText(fieldError.message, t))),
  ].filter((text) => text !== title);
  const fixSteps = steps.filter(
    (step) => byStep[step] !== undefined || (unplaced.length > 0 && carrierSteps.includes(step)),
  );

  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <>
          {details.length > 0 && (
            <ul style={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
              {details.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {(fixSteps.length > 0 || extra) && (
            <Flex gap={8} wrap>
              {fixSteps.map((step) => (
                <Button key={step} size="small" onClick={() => onFix(step, byStep[step] ?? [])}>
                  {t('createShipment.actions.backTo', { step: stepTitle(step) })}
                </Button>
              ))}
              {extra}
            </Flex>
          )}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
