import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';

/**
 * What a user who may read but not create shipments (the account manager, spec §6) sees on a creation flow: a
 * refusal and the way back to the overview, instead of a form the server would refuse.
 */
export function CreateNotAllowed() {
  const { t } = useShipmentsTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('createShipment.notAllowed.title')}
      subTitle={t('createShipment.notAllowed.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/shipments')}>
          {t('createShipment.notAllowed.back')}
        </Button>
      }
    />
  );
}
