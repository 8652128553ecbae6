import { ShoppingCartOutlined } from '@ant-design/icons';
import {
  WEBSHOP_MAX_QUANTITY,
  WEBSHOP_REMARK_MAX,
  type Address,
  type WebshopOrder,
  type WebshopProduct,
} from '@portal/domain';
import { EmptyState, ErrorResult, useFormRules, usePortalForm } from '@portal/ui';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useOrganizationAddressesQuery } from '../../../shared/api/list-organization-addresses';
import { useCreateWebshopOrderMutation } from '../api/create-webshop-order';
import { useWebshopProductsQuery } from '../api/list-webshop-products';
import {
  WEBSHOP_ORDER_FIELDS,
  WEBSHOP_REFERENCE_MAX,
  isValidQuantity,
  quantityOf,
  toWebshopOrderFormStart,
  toWebshopOrderInput,
  type WebshopOrderFormValues,
} from './webshop-order-form-values';
import { addressLine, productText } from './webshop-texts';

/** Props of {@link WebshopOrderForm}. */
export interface WebshopOrderFormProps {
  /** The signed-in user's organization: the order's delivery addresses are its addresses. */
  organizationId: number;
  /** An earlier order to fill the form from ("Order again"); none for a fresh form. */
  again?: WebshopOrder;
  /** Scrolls the form into view and puts the focus on the product once it shows ("Order again", a new order). */
  focusOnShow?: boolean;
  /** Called once an order was placed (after the message); the page then shows a fresh form. */
  onPlaced: (order: WebshopOrder) => void;
}

/**
 * "Order SIM cards" (issue 15; spec §2 /webshop, §5 form behaviour): a card with the order form of an organization
 * user who may order (WEBSHOP_ORDERER_ROLES). It loads the active products (GET /webshop/products) and the
 * organization's addresses (GET /organizations/{id}/addresses): a skeleton meanwhile, the error with "Try again"
 * when one fails, "No SIM cards can be ordered at the moment." without products. Fields: product ("Supplier · form
 * factor · plan"), quantity (1 to WEBSHOP_MAX_QUANTITY), delivery address (the shipping address preselected),
 * reference (≤ 35, printed on the label) and remark (≤ WEBSHOP_REMARK_MAX, with a counter). "Place order" sends POST
 * /webshop/orders and says "Order WS-000123 received."; a refusal puts the server's field errors under their fields.
 * Render it with a `key` that changes to start a fresh form.
 */
export function WebshopOrderForm({
  organizationId,
  again,
  focusOnShow = false,
  onPlaced,
}: WebshopOrderFormProps) {
  const { t } = useShipmentsTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const products = useWebshopProductsQuery();
  const addresses = useOrganizationAddressesQuery(organizationId);

  let body: ReactNode;
  if (products.isError || addresses.isError) {
    body = (
      <ErrorResult
        error={products.error ?? addresses.error}
        onRetry={() => {
          if (products.isError) void products.refetch();
          if (addresses.isError) void addresses.refetch();
        }}
      />
    );
  } else if (!products.data || !addresses.data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('webshop.order.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (products.data.length === 0) {
    body = <EmptyState description={t('webshop.order.noProducts')} />;
  } else {
    body = (
      <WebshopOrderFields
        products={products.data}
        addresses={addresses.data}
        again={again}
        focusOnShow={focusOnShow}
        section={section}
        onPlaced={onPlaced}
      />
    );
  }

  return (
    <section ref={section} aria-labelledby={headingId} style={{ scrollMarginTop: 16 }}>
      <Card
        title={
          <h2 id={headingId} style={{ fontSize: 'inherit', margin: 0 }}>
            {t('webshop.order.title')}
          </h2>
        }
      >
        {body}
      </Card>
    </section>
  );
}

/** Props of {@link WebshopOrderFields}. */
interface WebshopOrderFieldsProps {
  products: WebshopProduct[];
  addresses: Address[];
  again?: WebshopOrder;
  focusOnShow: boolean;
  section: RefObject<HTMLElement | null>;
  onPlaced: (order: WebshopOrder) => void;
}

/** The form itself, once the products and addresses are there. */
function WebshopOrderFields({
  products,
  addresses,
  again,
  focusOnShow,
  section,
  onPlaced,
}: WebshopOrderFieldsProps) {
  const { t } = useShipmentsTranslation();
  const { message } = App.useApp();
  const { required, maxLength } = useFormRules();
  const create = useCreateWebshopOrderMutation();
  // Computed once: the form keeps its own values from then on (a new start is a new key).
  const [start] = useState(() => toWebshopOrderFormStart(products, addresses, again));
  const { form, formProps, saving } = usePortalForm<WebshopOrderFormValues>({
    fields: WEBSHOP_ORDER_FIELDS,
    save: async (values) => {
      const order = await create.mutateAsync(toWebshopOrderInput(values));
      void message.success(t('webshop.order.placed', { orderNumber: order.orderNumber }));
      onPlaced(order);
    },
  });

  // When the form shows (it is mounted anew for every start).
  useEffect(() => {
    if (!focusOnShow) return;
    section.current?.scrollIntoView?.({ block: 'start' });
    form.focusField('productId');
  }, [focusOnShow, form, section]);

  const productOptions = useMemo(
    () => products.map((product) => ({ value: product.id, label: productText(product, t) })),
    [products, t],
  );
  const addressOptions = useMemo(
    () =>
      addresses.map((address) => ({
        value: address.id,
        label: address.shippingAddress
          ? t('webshop.order.shippingAddress', { address: addressLine(address, true) })
          : addressLine(address, true),
      })),
    [addresses, t],
  );

  const quantityRule: Rule = {
    validator: async (_rule, value: string | undefined) => {
      if (value === undefined || value.trim() === '') return;
      const quantity = quantityOf(value);
      if (quantity === null) throw new Error(t('validation:number'));
      if (quantity < 1) throw new Error(t('validation:min', { min: 1 }));
      if (quantity > WEBSHOP_MAX_QUANTITY)
        throw new Error(t('validation:max', { max: WEBSHOP_MAX_QUANTITY }));
    },
  };
  const selectTrigger = ['onBlur', 'onChange'];

  return (
    <Form<WebshopOrderFormValues> {...formProps} name="webshopOrder" initialValues={start.values}>
      {again && (
        <Alert
          type={start.productGone ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('webshop.order.filledFrom', { orderNumber: again.orderNumber })}
          description={start.productGone ? t('webshop.order.productGone') : undefined}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="productId"
            label={t('webshop.fields.product')}
            rules={[required]}
            validateTrigger={selectTrigger}
          >
            <Select<number>
              options={productOptions}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('webshop.order.productPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} lg={4}>
          <Form.Item
            name="quantity"
            label={t('webshop.fields.quantity')}
            rules={[required, quantityRule]}
            extra={t('webshop.order.quantityHelp', { max: WEBSHOP_MAX_QUANTITY })}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16} lg={8}>
          <Form.Item
            name="addressId"
            label={t('webshop.fields.address')}
            rules={[required]}
            validateTrigger={selectTrigger}
            extra={addresses.length === 0 ? t('webshop.order.noAddresses') : undefined}
          >
            <Select<number>
              options={addressOptions}
              showSearch={{ optionFilterProp: 'label' }}
              disabled={addresses.length === 0}
              placeholder={t('webshop.order.addressPlaceholder')}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="reference"
            label={t('webshop.fields.reference')}
            rules={[maxLength(WEBSHOP_REFERENCE_MAX)]}
            extra={t('webshop.order.referenceHelp')}
          >
            <Input maxLength={WEBSHOP_REFERENCE_MAX} showCount autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item name="remark" label={t('webshop.fields.remark')} rules={[maxLength(WEBSHOP_REMARK_MAX)]}>
            <Input.TextArea rows={2} maxLength={WEBSHOP_REMARK_MAX} showCount />
          </Form.Item>
        </Col>
      </Row>
      <OrderSummary products={products} addresses={addresses} />
      <Button type="primary" htmlType="submit" loading={saving} icon={<ShoppingCartOutlined aria-hidden />}>
        {t('webshop.order.submit')}
      </Button>
    </Form>
  );
}

/**
 * What the order comes to, on one line above "Place order" ("10 × NorthSea IoT · Nano SIM (4FF) · IoT 1 GB to
 * Stationsplein 12, 1012 AB, Amsterdam."), once product, a valid quantity and address are chosen.
 */
function OrderSummary({ products, addresses }: { products: WebshopProduct[]; addresses: Address[] }) {
  const { t } = useShipmentsTranslation();
  const form = Form.useFormInstance<WebshopOrderFormValues>();
  const productId = Form.useWatch('productId', form);
  const quantity = quantityOf(Form.useWatch('quantity', form));
  const addressId = Form.useWatch('addressId', form);
  const product = products.find((candidate) => candidate.id === productId);
  const address = addresses.find((candidate) => candidate.id === addressId);
  if (!product || !address || quantity === null || !isValidQuantity(quantity)) return null;
  return (
    <Typography.Paragraph type="secondary">
      {t('webshop.order.summary', {
        quantity,
        product: productText(product, t),
        address: addressLine(address),
      })}
    </Typography.Paragraph>
  );
}
