// What the activity module offers other modules; the rest of the folder is its own (docs/architecture.md, "Layers").

export { statusOf } from './activity.mappers.js';
export { type ActivityFields, activityRepository, escapeLike } from './activity.repository.js';
export { activities, antiCheatConfigs, participants } from './activity.table.js';
export { type ActivityGate, activityGate, activityGateCache, activityGateMs } from './activity-gates.js';
export { activityOwner, ofActivity, qualified } from './activity-scope.js';
export { mergeActivitySettings } from './activity-settings.repository.js';
export { daysOf } from './day-list.js';
export { h5StateMessage, h5StateOf } from './h5-state.js';
export { joinCodes } from './join-code.js';
export { type ActivityRecord, ownActivity } from './own-activity.js';
export { fromRealParticipants, participantRepository } from './participant.repository.js';
export { type Seat, seatCache, seatOf } from './participant-seats.js';
export { admitted, type ParticipantRecord, resolveTicket, takingPartRefusal } from './participant-ticket.js';
export { extendPublication } from './publication.js';
export { nextDay, shanghaiDayOf, shanghaiDayStart } from './shanghai-day.js';
export { seatTicketReader, ticketReader } from './ticket-reader.js';
