/** The participants' whole address: the link the server gives is a path on this site. */
export const participantUrl = (link: string) => `${window.location.origin}${link}`;
