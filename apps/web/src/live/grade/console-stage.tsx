import type { GradeCommand, GradeStage } from '@app/contract';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmNotice } from '../../components/notice-dialog.js';
import type { GradeCommandExtra, SendGradeCommand } from './use-grade-console.js';

type Props = {
  stage: GradeStage;
  commands: readonly GradeCommand[];
  busy: boolean;
  /** The round the host has chosen: 下一位 and 排行榜 go to it. */
  round: GradeCommandExtra;
  onCommand: SendGradeCommand;
};

const phaseColors: Record<GradeStage['phase'], string> = {
  idle: 'default',
  scoring: 'processing',
  revealed: 'success',
  ranking: 'gold',
  finished: 'default',
};
const judgeColors: Record<GradeStage['judges'][number]['state'], string> = {
  scored: 'green',
  abstained: 'orange',
  missing: 'default',
};

/** The stage (phase, round, the contestant on stage and the judges' progress) and the host's big buttons. */
export const ConsoleGradeStage = ({ stage, commands, busy, round, onCommand }: Props) => {
  const { t } = useTranslation('gradeLive', { keyPrefix: 'console' });
  const can = (c: GradeCommand) => !busy && commands.includes(c);
  const scored = stage.judges.filter((j) => j.state === 'scored').length;
  const expected = stage.judges.filter((j) => j.state !== 'abstained').length;
  const final = stage.phase === 'revealed' ? stage.result?.final : null;
  return (
    <Card
      title={
        <Space wrap>
          <Tag color={phaseColors[stage.phase]} style={{ fontSize: 15, padding: '3px 12px' }}>
            {t(`phase.${stage.phase}`)}
          </Tag>
          <span>{stage.round?.name ?? t('noRound')}</span>
        </Space>
      }
      extra={<Typography.Text type="secondary">{t('version', { v: stage.version })}</Typography.Text>}
    >
      <div className="gc-current">
        {stage.contestant ? (
          <>
            <span className="gc-label">{t('onStage')}</span>
            <strong>{stage.contestant.name}</strong>
            {stage.contestant.group_name && <span>{stage.contestant.group_name}</span>}
            {final !== null && final !== undefined && <span className="gc-final">{t('final', { score: final })}</span>}
          </>
        ) : (
          <span>{t('noContestant')}</span>
        )}
      </div>
      {stage.contestant && (
        <div className="gc-judges">
          <Typography.Text strong>{t('progress', { n: scored, m: expected })}</Typography.Text>
          {stage.judges.length === 0 ? (
            <Typography.Text type="secondary">{t('noJudges')}</Typography.Text>
          ) : (
            <ul aria-label={t('progress', { n: scored, m: expected })}>
              {stage.judges.map((j) => (
                <li key={j.id}>
                  <Tag color={judgeColors[j.state]}>
                    {j.name} · {t(`judgeState.${j.state}`)}
                  </Tag>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="gc-buttons">
        <Button type="primary" disabled={!can('show')} onClick={() => onCommand('show', round)}>
          {t('command.next')}
        </Button>
        <Button disabled={!can('reveal')} onClick={() => onCommand('reveal')}>
          {t('command.reveal')}
        </Button>
        <Button disabled={!can('ranking')} onClick={() => onCommand('ranking', round)}>
          {t('command.ranking')}
        </Button>
        <Button
          danger
          disabled={!can('finish')}
          onClick={() => confirmNotice(t('finishConfirm'), () => onCommand('finish'))}
        >
          {t('command.finish')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary" className="gc-keys">
        {t('keys')}
      </Typography.Paragraph>
    </Card>
  );
};
