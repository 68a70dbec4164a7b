import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, slow, stubApi } from '../../components/test-kit.js';
import {
  candidatePage,
  FakeSocket,
  makeCandidate,
  makeVoteHome,
  makeVoteSession,
  votePaths,
} from '../../test/vote-fixtures.js';
import { externalPage } from '../kit/external-page.js';
import { paths } from '../kit/live-fixtures.js';
import { LiveFrame } from '../kit/live-frame.js';
import { VoteHome } from './phone-home.js';

const consentUrl = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&state=st-1#wechat_redirect';
const voteHome = {
  [votePaths.home]: { data: makeVoteHome({ require_wechat: true }) },
  [votePaths.candidates]: { data: candidatePage([makeCandidate(1)]) },
};
/** A refused call as the server answers it, with the error's name (the stub's type knows only code and msg). */
const refusal = (msg: string, error: string) => {
  const answer = { code: 400, msg, error };
  return answer;
};

describe('entering a vote through WeChat', () => {
  beforeEach(() => {
    sessionStorage.clear();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });

  it('offers a voter who joined by device before WeChat was required to sign in with WeChat', async () => {
    const assign = vi.spyOn(externalPage, 'assign').mockImplementation(() => {});
    const { callsTo } = stubApi({
      ...voteHome,
      [votePaths.cast]: refusal('请在微信中打开参与投票', 'VOTE_WECHAT_REQUIRED'),
      [paths.wechatAuthorize]: { data: { url: consentUrl, state: 'st-3' } },
    });
    const session = makeVoteSession();
    const live = { ...session, info: { ...session.info, needs_wechat: true } };
    renderPage(
      <LiveFrame theme={live.settings.theme}>
        <VoteHome live={live} onTicketLost={() => {}} />
      </LiveFrame>,
    );
    fireEvent.click(await screen.findByLabelText('为选手1投票', {}, slow));
    fireEvent.click(await screen.findByRole('button', { name: /微信授权参与/ }, slow));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consentUrl));
    expect(callsTo(paths.wechatAuthorize)).toHaveLength(1);
  });
});
