/** Leaving for a page of another site (WeChat's consent page, a payment page) is a full page load; tests replace `assign`. */
export const externalPage = { assign: (url: string) => window.location.assign(url) };
