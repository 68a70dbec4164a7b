import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { title: string; bankName: string | undefined; back: { to: string; label: string } };

/** A bank page's title, naming the bank once it has loaded, and the way back. */
export const BankPageHeader = ({ title, bankName, back }: Props) => {
  const { t } = useTranslation('question');
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {bankName ? t('titleOfBank', { title, name: bankName }) : title}
      </Typography.Title>
      <Link to={back.to}>{back.label}</Link>
    </Flex>
  );
};
