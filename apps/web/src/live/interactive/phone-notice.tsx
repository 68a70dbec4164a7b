import { useTranslation } from 'react-i18next';

export type Blocked = 'kicked' | 'banned' | 'full' | 'finished';

/** The refusals that end a phone's play, by error name (errors.ts). */
export const blockedBy: Partial<Record<string, Blocked>> = {
  GAME_KICKED: 'kicked',
  H5_BANNED: 'banned',
  GAME_FULL: 'full',
  GAME_FINISHED: 'finished',
};

type Props = { title: string; sub?: string; action?: { label: string; busy?: boolean; run: () => void } };

/** A whole-screen message with at most one thing to do. */
export const PhoneNotice = ({ title, sub, action }: Props) => (
  <div className="ip-center">
    <h1 className="ip-title" role="status">
      {title}
    </h1>
    {sub && <p className="ip-sub">{sub}</p>}
    {action && (
      <button type="button" className="ip-button ip-button-light" disabled={action.busy} onClick={action.run}>
        {action.label}
      </button>
    )}
  </div>
);

/** Why this phone cannot play: removed (may join again), banned, the session full, or over. */
export const PhoneBlocked = ({ reason, busy, onRetry }: { reason: Blocked; busy: boolean; onRetry: () => void }) => {
  const { t } = useTranslation('liveInteractive');
  switch (reason) {
    case 'kicked':
      return (
        <PhoneNotice
          title={t('phone.kicked')}
          sub={t('phone.kickedHint')}
          action={{ label: t('phone.rejoin'), busy, run: onRetry }}
        />
      );
    case 'banned':
      return <PhoneNotice title={t('phone.banned')} />;
    case 'full':
      return <PhoneNotice title={t('phone.full')} action={{ label: t('phone.retry'), busy, run: onRetry }} />;
    case 'finished':
      return <PhoneNotice title={t('phone.finished')} sub={t('phone.thanks')} />;
  }
};
