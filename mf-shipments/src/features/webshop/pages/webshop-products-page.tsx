import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { WebshopProduct } from '@portal/domain';
import { EmptyState, ErrorResult, PageHeader, StatusTag } from '@portal/ui';
import { Breadcrumb, Button, Card, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useWebshopProductsQuery } from '../api/list-webshop-products';
import { WebshopProductModal } from '../components/webshop-product-modal';
import { formFactorText, productText } from '../components/webshop-texts';
import { useWebshopPermissions } from '../hooks/use-webshop-permissions';

/** The dialog shown: none, adding a product, or editing one. */
type Editing = { product?: WebshopProduct } | null;

/**
 * The webshop catalogue (/webshop/products; issue 15; staff: WEBSHOP_STAFF_ROLES and the account manager, who
 * reads): every product (GET /webshop/products?all=true), by supplier then plan, with supplier, form factor, plan
 * and whether it is active (can be ordered). Staff who keep the catalogue (WEBSHOP_STAFF_ROLES) get "Add product"
 * and "Edit" per row (WebshopProductModal). A breadcrumb leads back to the webshop. Loading: the table's spinner; a
 * failed load: the error with "Try again"; none: "No products in the catalogue yet.".
 */
export function WebshopProductsPage() {
  const { t } = useShipmentsTranslation();
  const { canManage } = useWebshopPermissions();
  const products = useWebshopProductsQuery({ all: true });
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo<TableColumnType<WebshopProduct>[]>(() => {
    const all: Array<TableColumnType<WebshopProduct> | false> = [
      {
        key: 'supplier',
        title: t('webshop.fields.supplier'),
        render: (_: unknown, product) => product.supplierName,
      },
      {
        key: 'formFactor',
        title: t('webshop.fields.formFactor'),
        render: (_: unknown, product) => formFactorText(product.formFactor, t),
      },
      { key: 'plan', title: t('webshop.fields.plan'), render: (_: unknown, product) => product.plan },
      {
        key: 'active',
        title: t('webshop.fields.active'),
        render: (_: unknown, product) =>
          product.active ? (
            <StatusTag tone="success">{t('webshop.catalogue.active')}</StatusTag>
          ) : (
            <StatusTag tone="neutral">{t('webshop.catalogue.inactive')}</StatusTag>
          ),
      },
      canManage && {
        key: 'actions',
        title: <span className="visually-hidden">{t('webshop.catalogue.actions')}</span>,
        render: (_: unknown, product) => (
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('webshop.catalogue.editLabel', { product: productText(product, t) })}
            onClick={() => setEditing({ product })}
          >
            {t('webshop.catalogue.edit')}
          </Button>
        ),
      },
    ];
    return all.filter((column) => column !== false);
  }, [t, canManage]);

  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/webshop">{t('routes.webshop')}</Link> },
          { title: t('routes.webshopCatalogue') },
        ]}
      />
      <PageHeader
        title={t('routes.webshopCatalogue')}
        subtitle={t('webshop.catalogue.intro')}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('webshop.catalogue.add')}
            </Button>
          )
        }
      />
      <Card>
        {products.isError ? (
          <ErrorResult error={products.error} onRetry={() => void products.refetch()} />
        ) : (
          <Table<WebshopProduct>
            aria-label={t('routes.webshopCatalogue')}
            rowKey="id"
            columns={columns}
            dataSource={products.data ?? []}
            loading={products.isLoading}
            pagination={false}
            locale={{
              emptyText: products.isLoading ? (
                <span />
              ) : (
                <EmptyState description={t('webshop.catalogue.empty')} />
              ),
            }}
            scroll={{ x: true }}
          />
        )}
      </Card>
      {editing && <WebshopProductModal product={editing.product} onClose={() => setEditing(null)} />}
    </>
  );
}
