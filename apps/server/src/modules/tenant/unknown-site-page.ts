import { escapeHtml } from '../../platform/web/escape-html.js';

/** What the page says, in the visitor's language (zh-CN unless the browser prefers English). */
const messages = {
  'zh-CN': {
    title: '站点不存在',
    lead: (host: string) => `地址 ${host} 不属于本服务器上的任何站点。`,
    choose: '请从以下站点地址打开：',
    hint: '如需用这个地址打开，请管理员运行 npm run tenant 把它加入某个站点的域名。',
  },
  'en-US': {
    title: 'No site at this address',
    lead: (host: string) => `${host} is not one of the sites on this server.`,
    choose: 'Open one of these addresses instead:',
    hint: 'To use this address, an administrator adds it to a site’s hosts with npm run tenant.',
  },
} as const;

export const pageLanguage = (acceptLanguage: string | undefined) =>
  /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en-US' : 'zh-CN';

export type UnknownSite = {
  host: string;
  /** `http://` or `https://`, the port (`:3000` or '') and the path asked for, so each link opens the same page. */
  scheme: string;
  port: string;
  path: string;
  sites: { title: string; hosts: string[] }[];
  language: keyof typeof messages;
};

/** A plain page (no script, no app) naming every site and its hosts as links. */
export const unknownSitePage = ({ host, scheme, port, path, sites, language }: UnknownSite) => {
  const m = messages[language];
  const link = (h: string) => {
    const href = `${scheme}://${h.includes(':') ? `[${h}]` : h}${port}${path}`;
    return `<a href="${escapeHtml(href)}">${escapeHtml(h)}</a>`;
  };
  const items = sites
    .map((s) => `<li><strong>${escapeHtml(s.title)}</strong> — ${s.hosts.map(link).join(' · ')}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m.title}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#222}li{margin:.4rem 0}</style>
</head>
<body>
<h1>${m.title}</h1>
<p>${escapeHtml(m.lead(host || '—'))}</p>
<p>${m.choose}</p>
<ul>
${items}
</ul>
<p>${m.hint}</p>
</body>
</html>
`;
};
