import { lazyPage as page, type RouteDef } from '../../app/route-def.js';

/** The order pages: value-added services, orders, order details and invoices. */
export const orderRoutes: RouteDef[] = [
  {
    path: '/function/value_service',
    access: 'private',
    load: page(() => import('./value-service-page.js'), 'ValueServicePage'),
  },
  { path: '/user/user_order', access: 'private', load: page(() => import('./order-list-page.js'), 'OrderListPage') },
  {
    path: '/user/user_orderDetail',
    access: 'private',
    load: page(() => import('./order-detail-page.js'), 'OrderDetailPage'),
  },
  { path: '/user/user_receipt', access: 'private', load: page(() => import('./receipt-page.js'), 'ReceiptPage') },
];
