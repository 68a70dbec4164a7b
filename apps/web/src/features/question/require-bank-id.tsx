import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdParam } from './use-id-param.js';

type Props = { back: { to: string; label: string }; children: (bankId: number) => ReactNode };

/** Renders a bank's page only with a usable `?id=`; without one it says so and links back, calling nothing. */
export const RequireBankId = ({ back, children }: Props) => {
  const { t } = useTranslation('question');
  const bankId = useIdParam();
  if (bankId > 0) return children(bankId);
  return <Result status="warning" title={t('bankMissing')} extra={<Link to={back.to}>{back.label}</Link>} />;
};
