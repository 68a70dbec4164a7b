import type { LotteryCommand, LotteryConsole, LotteryStage } from '@app/contract';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmNotice } from '../../components/notice-dialog.js';
import { ConsoleTiers } from './console-tiers.js';
import type { SendCommand } from './lottery-host.js';

type Props = {
  data: LotteryConsole;
  stage: LotteryStage;
  signed: number;
  commands: readonly LotteryCommand[];
  busy: boolean;
  onCommand: SendCommand;
};

const phaseColors: Record<LotteryStage['phase'], string> = {
  wall: 'blue',
  ready: 'gold',
  spinning: 'processing',
  result: 'success',
  finished: 'default',
};

const Count = ({ label, value }: { label: string; value: number | string }) => (
  <div className="ic-count">
    <span>{label}</span>
    <strong>{value.toLocaleString()}</strong>
  </div>
);

/** The stage (phase, tier, counts, proof) and the host's big buttons; a button the phase does not take is off. */
export const ConsoleStage = ({ data, stage, signed, commands, busy, onCommand }: Props) => {
  const { t } = useTranslation('lotteryLive');
  const can = (c: LotteryCommand) => !busy && commands.includes(c);
  const tier = data.tiers.find((x) => x.id === stage.tier_id);
  // Redraw takes the absent winners only; with none marked there is nothing to redraw.
  const anyAbsent = data.draw_winners.some((w) => w.status === 'absent');
  const spinOrStop: LotteryCommand = stage.phase === 'spinning' ? 'stop' : 'spin';
  return (
    <Card
      title={
        <Space wrap>
          <Tag color={phaseColors[stage.phase]} style={{ fontSize: 15, padding: '3px 12px' }}>
            {t(`console.phase.${stage.phase}`)}
          </Tag>
          {data.rehearsal && <Tag color="gold">{t('console.rehearsal')}</Tag>}
        </Space>
      }
      extra={<Typography.Text type="secondary">{t('console.version', { v: stage.version })}</Typography.Text>}
    >
      <div className="ic-counts">
        <Count label={t('console.signed')} value={signed} />
        <Count label={t('console.peopleCount')} value={data.people_count} />
        <Count label={t('console.eligible')} value={data.eligible_count} />
        {/* The pool is counted when the draw spins; before that there is nothing to show. */}
        <Count label={t('console.pool')} value={stage.pool_hash ? stage.pool_size : '—'} />
      </div>
      <div className="lc-current">
        {tier ? (
          <>
            <strong>{tier.name}</strong>
            {tier.prize_title && <span>{tier.prize_title}</span>}
            <span>{t(stage.redraw_of ? 'console.redrawCount' : 'console.drawCount', { n: stage.count })}</span>
          </>
        ) : (
          <span>{t('console.noTierOpen')}</span>
        )}
        {stage.commitment && (
          <Typography.Text type="secondary" className="lc-proof" copyable={{ text: stage.commitment }}>
            {t('console.commitment', { c: stage.commitment.slice(0, 16) })}
          </Typography.Text>
        )}
      </div>
      <ConsoleTiers
        key={stage.tier_id ?? 0}
        tiers={data.tiers}
        current={stage.tier_id}
        canOpen={can('open')}
        busy={busy}
        onOpen={(tierId, count) => onCommand('open', { tier_id: tierId, count })}
      />
      <div className="lc-buttons">
        <Button
          type="primary"
          danger={spinOrStop === 'stop'}
          disabled={!can(spinOrStop)}
          onClick={() => onCommand(spinOrStop)}
        >
          {t(`console.command.${spinOrStop}`)}
        </Button>
        <Button disabled={!can('wall')} onClick={() => onCommand('wall')}>
          {t('console.command.wall')}
        </Button>
        <Button disabled={!can('page') || stage.page <= 1} onClick={() => onCommand('page', { page: stage.page - 1 })}>
          {t('console.pagePrev')}
        </Button>
        <Button
          disabled={!can('page') || stage.page >= stage.page_count}
          onClick={() => onCommand('page', { page: stage.page + 1 })}
        >
          {stage.page_count > 0
            ? t('console.pageNextOf', { n: stage.page, m: stage.page_count })
            : t('console.pageNext')}
        </Button>
        <Button disabled={!can('redraw') || !anyAbsent} onClick={() => onCommand('redraw')}>
          {t('console.command.redraw')}
        </Button>
        <Button
          disabled={!can('confirm')}
          onClick={() => confirmNotice(t('console.confirmWinners'), () => onCommand('confirm'))}
        >
          {t('console.command.confirm')}
        </Button>
        <Button disabled={!can('barrage')} onClick={() => onCommand('barrage', { on: !stage.barrage_on })}>
          {stage.barrage_on ? t('console.barrageOff') : t('console.barrageOn')}
        </Button>
        <Button
          danger
          disabled={!can('end')}
          onClick={() => confirmNotice(t('console.endConfirm'), () => onCommand('end'))}
        >
          {t('console.command.end')}
        </Button>
      </div>
    </Card>
  );
};
