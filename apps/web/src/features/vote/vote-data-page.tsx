/** /activity/voteData?activity_id=: ranking, vote records, voters, removal, resets and exports. */
export const VoteDataPage = () => null;
