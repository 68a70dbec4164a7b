import { type HostCommand, hostCommands, nextShown, type SessionConsole, type SessionSnapshot } from '@app/contract';
import { Alert, Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmNotice } from '../../components/notice-dialog.js';
import { useServerCountdown } from '../kit/use-server-countdown.js';
import { answerText } from './answer-style.js';

type Props = {
  data: SessionConsole;
  snapshot: SessionSnapshot;
  now: () => number;
  commands: readonly HostCommand[];
  busy: boolean;
  onCommand: (command: HostCommand) => void;
  onReset: () => void;
};

/** The commands in the order a host reaches for them; the main one of the moment is primary. */
const primaryOf = (snapshot: SessionSnapshot): HostCommand | null => {
  switch (snapshot.phase) {
    case 'lobby':
      return 'start';
    case 'question':
      return 'close';
    case 'closed':
      return 'reveal';
    default:
      return snapshot.phase === 'finished' ? null : 'next';
  }
};
const dangerous: readonly HostCommand[] = ['end', 'skip'];

const phaseColors: Record<SessionSnapshot['phase'], string> = {
  lobby: 'default',
  question: 'processing',
  closed: 'warning',
  reveal: 'success',
  leaderboard: 'purple',
  finished: 'default',
};

const Count = ({ label, value }: { label: string; value: number }) => (
  <div className="ic-count">
    <span>{label}</span>
    <strong>{value.toLocaleString()}</strong>
  </div>
);

/** The state of the session (phase, step, counts) and the commands it takes now; the others are disabled. */
export const ConsoleBoard = ({ data, snapshot, now, commands, busy, onCommand, onReset }: Props) => {
  const { t } = useTranslation('liveInteractive');
  const { seconds } = useServerCountdown(snapshot, now);
  const step = snapshot.step;
  const primary = primaryOf(snapshot);
  const upcoming = nextShown(
    { phase: snapshot.phase, stepIndex: snapshot.step_index, stepCount: snapshot.step_count },
    data.leaderboard_every,
  );
  const judge = { T: t('screen.judgeT'), F: t('screen.judgeF') };
  return (
    <Card
      title={
        <Space wrap>
          <Tag color={phaseColors[snapshot.phase]} style={{ fontSize: 14, padding: '2px 10px' }}>
            {t(`console.phase.${snapshot.phase}`)}
          </Tag>
          {snapshot.paused && <Tag color="orange">{t('console.paused')}</Tag>}
          {data.rehearsal && <Tag color="gold">{t('console.rehearsal')}</Tag>}
        </Space>
      }
      extra={<span style={{ color: '#8c8c8c', fontSize: 12 }}>{t('console.version', { v: snapshot.version })}</span>}
    >
      {data.rehearsal && <Alert type="info" showIcon title={t('console.rehearsalHint')} style={{ marginBottom: 16 }} />}
      <div className="ic-counts">
        <Count label={t('console.joined')} value={snapshot.joined} />
        <Count label={t('console.answered')} value={snapshot.answered} />
        <Count label={t('console.capacity')} value={snapshot.capacity} />
        <Count label={t('console.fullRefusals')} value={data.full_refusals} />
      </div>
      <div className="ic-step">
        <div className="ic-step-meta">
          <span>
            {step
              ? `${step.round_name} · ${t('console.stepOf', { n: snapshot.step_index + 1, m: snapshot.step_count })}`
              : t('console.noStep')}
          </span>
          {seconds !== null && <Tag color={seconds <= 5 ? 'red' : 'blue'}>{t('console.left', { s: seconds })}</Tag>}
        </div>
        {step && <div className="ic-step-stem">{step.stem}</div>}
        {step && step.options.length > 0 && (
          <div className="ic-step-options">
            {step.options.map((o) => (
              <span key={o.key}>
                {o.key}. {o.text}
              </span>
            ))}
          </div>
        )}
        {snapshot.reveal && step && (
          <Space wrap style={{ marginTop: 8 }}>
            <Tag color="green">
              {t('console.rightAnswer', { answer: answerText(step, snapshot.reveal.answer, judge) })}
            </Tag>
            <Tag>{t('console.correctOf', { n: snapshot.reveal.correct, m: snapshot.reveal.answered })}</Tag>
          </Space>
        )}
      </div>
      {upcoming && <div className="ic-next">{t(`console.nextShows.${upcoming}`, { n: snapshot.step_index + 2 })}</div>}
      <div className="ic-commands">
        {hostCommands.map((c) => (
          <Button
            key={c}
            type={c === primary ? 'primary' : 'default'}
            danger={dangerous.includes(c)}
            disabled={busy || !commands.includes(c)}
            onClick={() => onCommand(c)}
          >
            {t(`console.command.${c}`)}
          </Button>
        ))}
        <Button danger disabled={busy} onClick={() => confirmNotice(t('console.resetConfirm'), onReset)}>
          {t('console.reset')}
        </Button>
      </div>
    </Card>
  );
};
