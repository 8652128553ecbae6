import { ConfirmAction, PageHeader } from '@portal/ui';
import { Button, Card, Steps } from 'antd';
import type { ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/** Props of {@link WizardFrame}. */
export interface WizardFrameProps<Step extends string> {
  /** The page title (the route's title). */
  title: string;
  /** A line under the title. */
  subtitle: string;
  /** Every step of the flow, "created" last (DOMESTIC_STEPS, INTERNATIONAL_STEPS). */
  steps: readonly Step[];
  current: Step;
  /** Opens an earlier step (the steps before the current one are clickable). */
  onStep: (step: Step) => void;
  /** "Start over" (after a confirmation); not offered once the shipment is created. */
  onStartOver?: () => void;
  children: ReactNode;
}

/**
 * The frame of a creation flow (issue 14; spec §2 steps): the page title with "Start over", the antd Steps of the
 * flow (earlier steps can be opened from there; later ones only by completing the current one) and the current
 * step below them.
 */
export function WizardFrame<Step extends string>({
  title,
  subtitle,
  steps,
  current,
  onStep,
  onStartOver,
  children,
}: WizardFrameProps<Step>) {
  const { t } = useShipmentsTranslation();
  const index = steps.indexOf(current);
  const done = current === steps[steps.length - 1];

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          onStartOver && (
            <ConfirmAction
              action={t('createShipment.actions.startOverAction')}
              okText={t('createShipment.actions.startOver')}
              onConfirm={onStartOver}
            >
              <Button>{t('createShipment.actions.startOver')}</Button>
            </ConfirmAction>
          )
        }
      />
      <Card>
        <nav aria-label={t('createShipment.steps.label')} style={{ marginBottom: 24 }}>
          <Steps
            size="small"
            current={index}
            status={done ? 'finish' : 'process'}
            onChange={(target) => onStep(steps[target])}
            items={steps.map((step, position) => ({
              key: step,
              title: t(`createShipment.steps.${step as string}` as const),
              disabled: done || position >= index,
            }))}
          />
        </nav>
        {children}
      </Card>
    </>
  );
}
