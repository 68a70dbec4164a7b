import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The question-bank pages: public banks and their questions, my banks, their questions, bulk entry and batch edit. */
export const questionRoutes: RouteDef[] = [
  {
    path: '/question/public_question',
    access: 'private',
    load: page(() => import('./public-bank-list-page.js'), 'PublicBankListPage'),
  },
  {
    path: '/question/public_timu',
    access: 'private',
    load: page(() => import('./public-question-page.js'), 'PublicQuestionPage'),
  },
  {
    path: '/question/user_question',
    access: 'private',
    load: page(() => import('./bank-list-page.js'), 'BankListPage'),
  },
  {
    path: '/question/manage_question',
    access: 'private',
    load: page(() => import('./manage-question-page.js'), 'ManageQuestionPage'),
  },
  {
    path: '/question/luru_question',
    access: 'private',
    load: page(() => import('./bulk-entry-page.js'), 'BulkEntryPage'),
  },
  {
    path: '/question/luruEdit_question',
    access: 'private',
    load: page(() => import('./batch-edit-page.js'), 'BatchEditPage'),
  },
];
