/** /activity/vote?activity_id=: candidates, categories, sign-up review, rules, gate question and page. */
export const VotePage = () => null;
