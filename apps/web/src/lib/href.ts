/** Tenant links may point inside the app (a route path) or to another site. */
export const isExternalHref = (href: string) => /^(https?:)?\/\//i.test(href);
