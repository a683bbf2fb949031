/** Word lists the generators draw from, so generated data reads like a real staffing company's. */
import type { Skillset } from '../types.js';

export const COMPANY = {
  id: '1',
  name: 'Harborline Event Staffing',
  domain: 'harborline-staffing.example',
  timezone: 'America/Los_Angeles',
} as const;

export const SKILLSETS: readonly Skillset[] = [
  { id: 1, name: 'Bartender' },
  { id: 2, name: 'Security' },
  { id: 3, name: 'Usher' },
  { id: 4, name: 'Server' },
  { id: 5, name: 'Barback' },
  { id: 6, name: 'Cashier' },
  { id: 7, name: 'Runner' },
  { id: 8, name: 'Event Captain' },
  { id: 9, name: 'Stagehand' },
  { id: 10, name: 'Ticket Scanner' },
  { id: 11, name: 'Parking Attendant' },
  { id: 12, name: 'Line Cook' },
  { id: 13, name: 'Dishwasher' },
  { id: 14, name: 'Coat Check' },
  { id: 15, name: 'Registration' },
];

export const AREAS = [
  'Main Bar',
  'North Concourse',
  'South Concourse',
  'Club Level',
  'VIP Lounge',
  'Gate A',
  'Gate C',
  'Loading Dock',
  'Main Stage',
  'Ballroom',
  'Exhibit Hall',
  'Parking Lot B',
  'Kitchen',
  'Lobby',
  'Suites',
  'Beer Garden',
  'Box Office',
  'Green Room',
];

export const SHIFT_COMMENTS = [
  '',
  '',
  'Black pants, black shoes, white button-down.',
  'Check in at the staff entrance 15 minutes before call time.',
  'Bring your guard card; it will be checked on arrival.',
  'TIPS certification required.',
  'Radio pickup at the command post.',
  'Meal break provided after 5 hours.',
  'Park in Lot C; shuttle runs every 10 minutes.',
];

export const VENUES = [
  { name: 'Chase Center', address: '1 Warriors Way', city: 'San Francisco', postal: '94158' },
  { name: 'Moscone Center West', address: '800 Howard St', city: 'San Francisco', postal: '94103' },
  { name: 'Oakland Arena', address: '7000 Coliseum Way', city: 'Oakland', postal: '94621' },
  { name: 'SAP Center', address: '525 W Santa Clara St', city: 'San Jose', postal: '95113' },
  { name: "Levi's Stadium", address: '4900 Marie P DeBartolo Way', city: 'Santa Clara', postal: '95054' },
  { name: 'Shoreline Amphitheatre', address: '1 Amphitheatre Pkwy', city: 'Mountain View', postal: '94043' },
  { name: 'Bill Graham Civic Auditorium', address: '99 Grove St', city: 'San Francisco', postal: '94102' },
  { name: 'Fort Mason Festival Pavilion', address: '2 Marina Blvd', city: 'San Francisco', postal: '94123' },
  { name: 'Santa Clara Convention Center', address: '5001 Great America Pkwy', city: 'Santa Clara', postal: '95054' },
  { name: 'Greek Theatre', address: '2001 Gayley Rd', city: 'Berkeley', postal: '94720' },
  { name: 'San Mateo County Event Center', address: '1346 Saratoga Dr', city: 'San Mateo', postal: '94403' },
  { name: 'The Masonic', address: '1111 California St', city: 'San Francisco', postal: '94108' },
];

/** Event names: a pattern and the subjects it is filled with. */
export const EVENT_KINDS: readonly { name: (subject: string) => string; subjects: readonly string[] }[] = [
  {
    name: (x) => `Warriors vs. ${x}`,
    subjects: ['Lakers', 'Celtics', 'Suns', 'Nuggets', 'Kings', 'Mavericks', 'Knicks'],
  },
  {
    name: (x) => `${x} Holiday Gala`,
    subjects: ["Bay Area Children's Hospital", 'Tech Council', 'Symphony League', 'Chamber of Commerce', 'Food Bank'],
  },
  {
    name: (x) => `${x} Live in Concert`,
    subjects: ['The Lumineers', 'Maren Morris', 'Khruangbin', 'Phoenix', 'Hozier', 'Leon Bridges'],
  },
  {
    name: (x) => `${x} Summit 2026`,
    subjects: ['CloudNative', 'HealthTech', 'FinServ AI', 'Climate Innovation', 'Retail Futures'],
  },
  {
    name: (x) => `${x} Winter Market`,
    subjects: ['Ferry Building', 'Union Square', 'Presidio', 'Japantown', 'Embarcadero'],
  },
  {
    name: (x) => `${x} Awards Dinner`,
    subjects: ['Bay Area Restaurant', 'Wine Country', 'Startup', 'Real Estate', 'Nonprofit'],
  },
];

export const CLIENT_NAMES = [
  'Golden Gate Hospitality Group',
  'Bayview Sports & Entertainment',
  'Pacific Expo Partners',
  'Mission Bay Catering Co.',
  'Redwood Festival Productions',
  'Union Square Hotel Collection',
];

export const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Sofia',
  'Kevin',
  'Priya',
  'Marcus',
  'Elena',
  'Tyler',
  'Grace',
  'Luis',
  'Hannah',
  'Andre',
  'Mei',
  'Jordan',
  'Fatima',
  'Connor',
  'Isabel',
  'Darnell',
  'Yuki',
  'Carlos',
  'Olivia',
  'Samir',
  'Nina',
  'Ethan',
  'Rosa',
  'Malik',
  'Chloe',
  'Diego',
];

export const LAST_NAMES = [
  'Gonzalez',
  'Nguyen',
  'Johnson',
  'Patel',
  'Kim',
  'Williams',
  'Hernandez',
  'Chen',
  'Brown',
  'Okafor',
  'Garcia',
  'Smith',
  'Ramirez',
  'Lee',
  'Davis',
  'Singh',
  'Lopez',
  'Martin',
  'Tanaka',
  'Wilson',
  'Reyes',
  'Clark',
  'Ali',
  'Moore',
  'Flores',
];

export const TAGS = [
  'TIPS certified',
  'Guard card',
  'Forklift',
  'CPR / First aid',
  'Bilingual (Spanish)',
  'Food handler card',
  'Crowd manager',
  'Supervisor track',
  'Own transportation',
  'Veteran',
  'Alcohol server',
  'Night shift OK',
];

export const ADMIN_NAMES = [
  'Renee Alvarez',
  'Tom Becker',
  'Jasmine Ortiz',
  'Victor Huang',
  'Kayla Brooks',
  'Omar Haddad',
  'Leslie Park',
  'Brandon Fox',
  'Natalie Cruz',
  'Derek Owens',
  'Amara Diallo',
  'Scott Jensen',
];

export const CREDENTIALS = [
  'I-9 verification',
  'W-4',
  'TIPS certificate',
  'Guard card',
  'Food handler card',
  'Background check',
  'Direct deposit form',
  'Harassment prevention training',
  'CPR certificate',
  'Photo ID',
  'Crowd manager certificate',
  'Forklift certification',
];
