import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

const walletPage = (path: string, load: RouteDef['load']): RouteDef => ({ path, access: 'private', load });

/** The wallet pages: top-ups, SMS, the ledger and points. */
export const walletRoutes: RouteDef[] = [
  walletPage(
    '/user/user_recharge',
    page(() => import('./recharge-page.js'), 'RechargePage'),
  ),
  walletPage(
    '/function/note_pay',
    page(() => import('./note-pay-page.js'), 'NotePayPage'),
  ),
  walletPage(
    '/function/note_manage',
    page(() => import('./note-manage-page.js'), 'NoteManagePage'),
  ),
  walletPage(
    '/user/user_journal',
    page(() => import('./journal-page.js'), 'JournalPage'),
  ),
  walletPage(
    '/user/user_journalDetail',
    page(() => import('./journal-detail-page.js'), 'JournalDetailPage'),
  ),
  walletPage(
    '/user/user_journalDetailNext',
    page(() => import('./journal-entry-page.js'), 'JournalEntryPage'),
  ),
  walletPage(
    '/user/points_record',
    page(() => import('./points-page.js'), 'PointsPage'),
  ),
];
