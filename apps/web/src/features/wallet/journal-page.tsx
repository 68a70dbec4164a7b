import type { BalanceKind } from '@app/contract';
import { walletContract } from '@app/contract/wallet';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, DatePicker, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useEndpointQuery } from '../../app/api-hooks.js';
import { type DayRange, toDateRange } from '../../components/date-range.js';
import { yuan } from '../../components/money.js';
import { PageFrame } from '../../components/page-frame.js';

const detailOf = (kind: BalanceKind) => `/user/user_journalDetail?kind=${kind}`;

/** /user/user_journal: each balance with its money in and out over the chosen days; a card opens its entries. */
export const JournalPage = () => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [range, setRange] = useState<DayRange>(null);
  const summary = useEndpointQuery(walletContract.summary, toDateRange(range), {
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame
      title={t('journal.title')}
      actions={
        <Flex align="center" gap={8}>
          <Typography.Text>{t('journal.range')}</Typography.Text>
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => setRange(v)}
            allowEmpty={[true, true]}
            placeholder={[t('startDate'), t('endDate')]}
            aria-label={t('journal.range')}
          />
        </Flex>
      }
    >
      {summary.data ? (
        <Row gutter={[16, 16]}>
          {summary.data.map((s) => (
            <Col key={s.kind} xs={24} md={8}>
              <Card
                hoverable
                title={t(`kinds.${s.kind}`)}
                extra={<Link to={detailOf(s.kind)}>{t('journal.detail')}</Link>}
                onClick={() => navigate(detailOf(s.kind))}
              >
                <Statistic title={t('journal.balance')} value={yuan(s.balance)} />
                <Flex justify="space-between" style={{ marginTop: 16 }}>
                  <Statistic
                    title={t('journal.income')}
                    value={yuan(s.income)}
                    styles={{ content: { color: '#389e0d', fontSize: 18 } }}
                  />
                  <Statistic
                    title={t('journal.expense')}
                    value={yuan(s.expense)}
                    styles={{ content: { color: '#cf1322', fontSize: 18 } }}
                  />
                </Flex>
                <Typography.Text type="secondary">{t('journal.entries', { count: s.entries })}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Skeleton active loading={summary.isLoading} />
      )}
    </PageFrame>
  );
};
