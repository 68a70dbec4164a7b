import { trialLimits } from '@app/contract';
import { sql } from 'drizzle-orm';
import { activities } from '../../modules/activity/activity.table.js';
import { customers } from '../../modules/customer/customer.table.js';

/**
 * Players a session seats at once: the organiser's online capacity once the activity is published, the trial's
 * while it is a draft. Read from a query that joins the activity and its organiser.
 */
export const sessionCapacity = sql<number>`case when ${activities.status} = 'published' then ${customers.onlineNum}
    else ${trialLimits.participants} end`.mapWith(Number);
