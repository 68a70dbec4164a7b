import { Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceRecords } from './invoice-records.js';
import { InvoiceRules } from './invoice-rules.js';
import { InvoiceableOrders } from './invoiceable-orders.js';

/** /user/user_receipt: request invoices for paid orders, and follow the requests. */
export const ReceiptPage = () => {
  const { t } = useTranslation('order');
  const [tab, setTab] = useState('apply');
  return (
    <Flex vertical gap={24} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('receiptTitle')}
      </Typography.Title>
      <InvoiceRules />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'apply', label: t('applyTab'), children: <InvoiceableOrders onApplied={() => setTab('records')} /> },
            { key: 'records', label: t('recordsTab'), children: <InvoiceRecords /> },
          ]}
        />
      </Card>
    </Flex>
  );
};
