let navigate: (to: string) => void = (to) => window.location.assign(to);

/** Moves to another page: through the back-office's router once it registered, a full page load otherwise. */
export const navigateTo = (to: string) => navigate(to);

/** The router registers its navigate here, so codes 500 and 600 and in-page links move without a page reload. */
export const setNavigator = (fn: (to: string) => void) => {
  navigate = fn;
};
