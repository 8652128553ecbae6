import { usePortalForm } from '@portal/ui';
import { Button, Flex, Form, type FormProps } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import type { StepFieldErrors } from '../flows/wizard-steps';

/** Props of {@link StepHeading}. */
export interface StepHeadingProps {
  title: string;
  /** Takes the focus when shown (after the user moved to this step), so screen readers announce the new step. */
  focus: boolean;
}

/** The heading of a step (an `<h2>` under the page's title); focusable by script only. */
export function StepHeading({ title, focus }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} style={{ fontSize: 18, margin: '0 0 16px', outline: 'none' }}>
      {title}
    </h2>
  );
}

/** Props of {@link StepButtons}. */
export interface StepButtonsProps {
  /** Shows "Back" (not on the first step). */
  onBack?: () => void;
  /** The main button: "Next" (a submit button) unless given. */
  primary?: ReactNode;
}

/** The buttons under a step: Back on the left of the main button. */
export function StepButtons({ onBack, primary }: StepButtonsProps) {
  const { t } = useShipmentsTranslation();
  return (
    <Flex gap={8} wrap style={{ marginTop: 8 }}>
      {onBack && <Button onClick={onBack}>{t('createShipment.actions.back')}</Button>}
      {primary ?? (
        <Button type="primary" htmlType="submit">
          {t('createShipment.actions.next')}
        </Button>
      )}
    </Flex>
  );
}

/** Props of {@link StepForm}. */
export interface StepFormProps<V> {
  /** The form's name (field ids are `<name>_<field>`). */
  name: string;
  title: string;
  /** See {@link StepHeadingProps.focus}. */
  focusTitle: boolean;
  initialValues: V;
  /** Called with the valid values on Next (or Enter in a field). */
  onNext: (values: V) => void;
  onBack?: () => void;
  /** Server field errors of this step (spec §8), shown on their fields when the step opens. */
  serverErrors?: StepFieldErrors[];
  onValuesChange?: FormProps<V>['onValuesChange'];
  children: ReactNode;
}

/**
 * One step of a creation flow (issue 14) as a form with the portal's form behaviour (spec §5 through
 * usePortalForm: required fields marked, validation on blur and after submit, "Sorry, not all fields are filled
 * in correctly." when the step is incomplete): its heading, its fields (`children`, inside the antd Form), Back
 * and Next. Enter in a field is Next.
 */
export function StepForm<V extends object>({
  name,
  title,
  focusTitle,
  initialValues,
  onNext,
  onBack,
  serverErrors,
  onValuesChange,
  children,
}: StepFormProps<V>) {
  const { form, formProps } = usePortalForm<V>({
    fields: [],
    guardUnsaved: false,
    save: async (values) => onNext(values),
  });

  useEffect(() => {
    if (!serverErrors?.length) return;
    form.setFields(serverErrors.map(({ name: field, errors }) => ({ name: field as never, errors })));
    void form.scrollToField(serverErrors[0].name as never);
  }, [form, serverErrors]);

  return (
    <Form<V>
      {...formProps}
      name={name}
      initialValues={initialValues}
      onValuesChange={(changed, values) => {
        formProps.onValuesChange();
        onValuesChange?.(changed, values);
      }}
    >
      <StepHeading title={title} focus={focusTitle} />
      {children}
      <StepButtons onBack={onBack} />
    </Form>
  );
}
