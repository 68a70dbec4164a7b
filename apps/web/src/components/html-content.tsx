import { useMemo } from 'react';

const dropped = 'script,style,iframe,object,embed,link,meta,base,form';

/** Removes active content from html the server stores (agreements, articles); layout and images stay. */
export const cleanHtml = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of Array.from(doc.body.querySelectorAll(dropped))) el.remove();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const scriptUrl = /^\s*javascript:/i.test(attr.value) && (name === 'href' || name === 'src');
      if (name.startsWith('on') || scriptUrl) el.removeAttribute(attr.name);
    }
  }
  return doc.body.innerHTML;
};

export const HtmlContent = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => cleanHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the html is cleaned of scripts and handlers above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
};
