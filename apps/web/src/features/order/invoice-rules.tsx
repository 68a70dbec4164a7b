import { contentContract } from '@app/contract/content';
import { Alert } from 'antd';
import { useEndpointQuery } from '../../app/api-hooks.js';

/** 开票须知 as the site states them (Web/kpRule), above the orders to choose; nothing while they load. */
export const InvoiceRules = () => {
  const rules = useEndpointQuery(
    contentContract.kpRule,
    {},
    { call: { silent: true }, staleTime: Number.POSITIVE_INFINITY },
  );
  if (!rules.data) return null;
  return (
    <Alert
      type="info"
      title={rules.data.title}
      description={
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {rules.data.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      }
    />
  );
};
