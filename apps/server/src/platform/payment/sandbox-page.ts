import { escapeHtml } from '../web/escape-html.js';

/** What the sandbox checkout shows about one payment. */
export type SandboxPayment = {
  paymentNo: string;
  subject: string;
  amountFen: number;
  /** payable: waiting for the payer; paid: this payment went through; closed: its order no longer takes money. */
  state: 'payable' | 'paid' | 'closed';
};

const price = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const style = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;color:#1f1f1f}
main{max-width:420px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}
h1{font-size:20px;margin:0 0 8px}.tag{color:#fa8c16;font-size:12px}.subject{color:#595959;margin:24px 0 4px}
.amount{font-size:36px;font-weight:600;color:#f5222d;margin:0 0 24px}.no{color:#8c8c8c;font-size:12px;word-break:break-all}
.ok{color:#52c41a}.bad{color:#f5222d}form{margin:0}button,a.button{display:block;width:100%;box-sizing:border-box;padding:12px;margin-top:12px;font-size:16px;border-radius:8px;border:1px solid #d9d9d9;background:#fff;color:#1f1f1f;text-decoration:none;cursor:pointer}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}`;

const layout = (body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱收银台</title><style>${style}</style></head>
<body><main><h1>沙箱收银台</h1><div class="tag">测试环境，不会产生真实扣款</div>${body}</main></body></html>`;

const summary = (p: SandboxPayment) =>
  `<p class="subject">${escapeHtml(p.subject)}</p><p class="amount">${price(p.amountFen)}</p>`;

const footer = (p: SandboxPayment) => `<p class="no">支付单号：${escapeHtml(p.paymentNo)}</p>`;

export const checkoutPage = (p: SandboxPayment) => {
  if (p.state === 'paid') return layout(`${summary(p)}<p class="ok">该订单已支付</p>${footer(p)}`);
  if (p.state === 'closed') return layout(`${summary(p)}<p class="bad">订单已关闭，请重新下单</p>${footer(p)}`);
  const self = `/pay/sandbox/${encodeURIComponent(p.paymentNo)}`;
  return layout(`${summary(p)}
<form method="post" action="${self}/confirm"><button type="submit" class="primary">确认支付</button></form>
<a class="button" href="${self}?cancelled=1">取消</a>${footer(p)}`);
};

export const cancelledPage = (p: SandboxPayment) =>
  layout(`${summary(p)}<p>已取消支付，可以关闭此页面</p>${footer(p)}`);

export const resultPage = (p: SandboxPayment, outcome: { ok: true } | { ok: false; msg: string }) =>
  layout(
    `${summary(p)}${outcome.ok ? '<p class="ok">支付成功</p>' : `<p class="bad">${escapeHtml(outcome.msg)}</p>`}${footer(p)}`,
  );

export const notFoundPage = () => layout('<p class="bad">支付记录不存在</p>');
