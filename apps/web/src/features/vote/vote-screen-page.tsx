/** /activity/voteScreen?activity_id=: the big screen's live ranking. */
export const VoteScreenPage = () => null;
