/** Crew as the Crew screen lists it: display name, hours this week and risk, search by name or tag, pure. */
import type { CrewMember } from './crew-queries';
import type { OvertimeRisk } from './overtime-risk';
import { matcher } from '../../shared/search';

export interface CrewItem {
  member: CrewMember;
  /** The worker's name, or "Worker 3001" while known only by id. */
  name: string;
  haystack: string;
  /** The worker's overtime risk from their stored hours (its `week` is hours this week, in minutes). */
  risk: OvertimeRisk | undefined;
}

export function toCrewItem(member: CrewMember, risk?: OvertimeRisk): CrewItem {
  const name = member.worker?.name || `Worker ${member.workerId}`;
  return {
    member,
    name,
    risk,
    haystack: [member.workerId, name, member.worker?.email ?? '', ...member.tags.map((t) => t.text)].join(' '),
  };
}

/** Matching crew, by name. */
export function filterCrew(items: readonly CrewItem[], query: string): CrewItem[] {
  const matches = matcher(query);
  return items
    .filter((item) => matches(item.haystack))
    .sort((a, b) => a.name.localeCompare(b.name) || a.member.workerId.localeCompare(b.member.workerId));
}
