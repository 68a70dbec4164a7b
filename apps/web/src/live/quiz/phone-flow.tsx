import type { LiveSession, Screen } from '../kit/live-screen.js';
import { PkHomeScreen, PkMatchScreen, PkResultScreen } from '../pk/index.js';
import { MoreScreen, VideoScreen } from '../theme/index.js';
import { DrawScreen } from './phone-draw.js';
import { HomeScreen } from './phone-home.js';
import { MineScreen } from './phone-mine.js';
import { QuizScreen } from './phone-quiz.js';
import { RankingScreen } from './phone-ranking.js';
import { ResultScreen } from './phone-result.js';

type Props = { live: LiveSession; screen: Screen; onTicketLost: () => void };

/**
 * An online quiz's screens after joining: home, the learning video, extra questions, the quiz, PK, draws, prizes
 * and the ranking. Loaded only by an online quiz's participants.
 */
export const QuizFlow = ({ live, screen, onTicketLost }: Props) => {
  switch (screen.name) {
    case 'quiz':
      return <QuizScreen live={live} attempt={screen.attempt} />;
    case 'result':
      return <ResultScreen live={live} result={screen.result} />;
    case 'draw':
      return <DrawScreen live={live} />;
    case 'mine':
      return <MineScreen live={live} />;
    case 'ranking':
      return <RankingScreen live={live} />;
    case 'pk':
      return <PkHomeScreen live={live} />;
    case 'pkMatch':
      return <PkMatchScreen live={live} match={screen.match} />;
    case 'pkResult':
      return <PkResultScreen live={live} result={screen.result} level={screen.level} />;
    case 'video':
      return <VideoScreen live={live} />;
    case 'more':
      return <MoreScreen live={live} back={screen.back} />;
    default:
      return <HomeScreen live={live} onTicketLost={onTicketLost} />;
  }
};
