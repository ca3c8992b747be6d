/** A small, realistic demo network (fictional people; NPIs are synthetic and pass the Luhn check). */
export interface DemoMember {
  username: string;
  name: string;
  email: string;
  phoneNumber: string;
}

export const DEMO_PASSWORD = 'DocNet-demo-2026';

export const demoMembers: DemoMember[] = [
  { username: 'sarah.chen', name: 'Dr. Sarah Chen', email: 'sarah.chen@brightsmiles.example', phoneNumber: '5125550101' },
  { username: 'marcus.reed', name: 'Dr. Marcus Reed', email: 'marcus.reed@austinortho.example', phoneNumber: '5125550102' },
  { username: 'priya.natarajan', name: 'Dr. Priya Natarajan', email: 'priya@lakeviewperio.example', phoneNumber: '5125550103' },
  { username: 'james.okafor', name: 'Dr. James Okafor', email: 'james.okafor@heartland.example', phoneNumber: '5125550104' },
  { username: 'elena.garcia', name: 'Dr. Elena Garcia', email: 'elena.garcia@pacificdental.example', phoneNumber: '5125550105' },
  { username: 'david.kim', name: 'Dr. David Kim', email: 'david.kim@implants.example', phoneNumber: '5125550106' },
  { username: 'amara.johnson', name: 'Dr. Amara Johnson', email: 'amara.johnson@smilebrands.example', phoneNumber: '5125550107' },
  { username: 'thomas.weber', name: 'Dr. Thomas Weber', email: 'thomas.weber@oralsurgery.example', phoneNumber: '5125550108' },
  { username: 'lucia.romano', name: 'Dr. Lucia Romano', email: 'lucia.romano@kidsdental.example', phoneNumber: '5125550109' },
  { username: 'noah.patel', name: 'Dr. Noah Patel', email: 'noah.patel@prosthodontics.example', phoneNumber: '5125550110' },
];
