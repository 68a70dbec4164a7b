import type { LotteryAuditDraw } from '@app/contract';
import { Alert, Button, Card, Collapse, Descriptions, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../components/date-text.js';
import { checkDraw, commitmentOf, type DrawCheck } from './verify-draw.js';

const Hash = ({ value, missing }: { value: string; missing: string }) =>
  value ? (
    <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">{missing}</Typography.Text>
  );

/** An abandoned draw drew nobody: its revealed seed need only match the commitment shown when it was opened. */
const checkAudited = async (draw: LotteryAuditDraw): Promise<DrawCheck> => {
  if (draw.state !== 'abandoned') return checkDraw(draw);
  return (await commitmentOf(draw.seed)) === draw.commitment ? null : 'commitment';
};

/** One draw as the audit keeps it, with a button that recomputes it in the browser once its seed is revealed. */
export const AuditDraw = ({ draw }: { draw: LotteryAuditDraw }) => {
  const { t } = useTranslation('lottery', { keyPrefix: 'audit' });
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<{ result: DrawCheck } | null>(null);
  const absent = new Set(draw.absent_ids);
  const abandoned = draw.state === 'abandoned';
  const verify = async () => {
    setChecking(true);
    setCheck({ result: await checkAudited(draw) });
    setChecking(false);
  };
  const at = (iso: string) => ({ time: dateText(iso, true) });
  const times = [
    t('opened', at(draw.opened_at)),
    ...(draw.abandoned_at
      ? [t('abandonedAt', at(draw.abandoned_at))]
      : [
          draw.spun_at ? t('spun', at(draw.spun_at)) : t('notSpun'),
          draw.stopped_at ? t('stopped', at(draw.stopped_at)) : t('notStopped'),
        ]),
  ];

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center" wrap>
          {t('draw', { id: draw.draw_id })}
          <Tag color="red">{draw.tier_name}</Tag>
          {draw.redraw_of ? <Tag color="orange">{t('redrawOf', { id: draw.redraw_of })}</Tag> : null}
          {abandoned ? <Tag>{t('abandoned')}</Tag> : null}
        </Flex>
      }
      extra={
        <Button size="small" disabled={!draw.seed} loading={checking} onClick={() => void verify()}>
          {t('verify')}
        </Button>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {[t('count', { n: draw.count }), t('pool', { n: draw.pool_ids.length }), ...times].join(' · ')}
        </Typography.Text>
        {check ? (
          <Alert
            type={check.result ? 'error' : 'success'}
            showIcon
            title={
              check.result
                ? t('verifyFailed', { what: t(`parts.${check.result}`) })
                : t(abandoned ? 'verifyAbandonedOk' : 'verifyOk')
            }
          />
        ) : null}
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('commitment')}>
            <Hash value={draw.commitment} missing="-" />
          </Descriptions.Item>
          <Descriptions.Item label={t('poolHash')}>
            <Hash value={draw.pool_hash} missing={t(abandoned ? 'neverSpun' : 'notSpun')} />
          </Descriptions.Item>
          <Descriptions.Item label={t('seed')}>
            <Hash value={draw.seed} missing={t('notStopped')} />
          </Descriptions.Item>
          {draw.pool_changes.length ? (
            <Descriptions.Item label={t('poolChanges')}>
              <Flex vertical gap={2}>
                {draw.pool_changes.map((c) => (
                  <Typography.Text key={`${c.person_id}-${c.at}-${c.change}`}>
                    {t('poolChange', {
                      time: dateText(c.at, true),
                      by: t(`changeBy.${c.by}`),
                      change: t(`changes.${c.change}`),
                      person: `#${c.person_id} ${c.name}`,
                    })}
                  </Typography.Text>
                ))}
              </Flex>
            </Descriptions.Item>
          ) : null}
          {draw.takeovers.length ? (
            <Descriptions.Item label={t('takeovers')}>
              <Flex vertical gap={2}>
                {draw.takeovers.map((k) => (
                  <Typography.Text key={k.id}>
                    {t('takeover', {
                      time: dateText(k.decided_at, true),
                      person: `#${k.person_id} ${k.name}`,
                      status: t(`takeoverStatus.${k.status}`),
                    })}
                  </Typography.Text>
                ))}
              </Flex>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('winners')}>
            <Flex wrap gap={4}>
              {draw.winners.map((w) => (
                <Tag key={w.winner_id} color={absent.has(w.person_id) ? 'default' : 'gold'}>
                  {`#${w.person_id} ${w.name}`}
                  {absent.has(w.person_id) ? ` · ${t('absent')}` : ''}
                </Tag>
              ))}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
        {draw.pool_ids.length ? (
          <Collapse
            size="small"
            items={[
              {
                key: 'pool',
                label: `${t('poolIds')} (${draw.pool_ids.length})`,
                children: (
                  <Typography.Paragraph copyable style={{ maxHeight: 160, overflow: 'auto', margin: 0 }}>
                    {draw.pool_ids.join(', ')}
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
        ) : null}
      </Flex>
    </Card>
  );
};
