import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Tag, type DescriptionsProps } from 'antd';
import {
  insuranceOptions,
  languageOptions,
  optionLabel,
  practiceSpecialtyOptions,
  practiceTypeOptions,
  primaryPracticeLocation,
  serviceOptions,
  type Address,
  type Option,
  type User,
} from '@docnet/contracts';
import { Card } from '@/components/ui/card';
import { Text } from '@/components/ui/typography';

/** 'street, city, state zipcode' of one location. */
function addressLine({ street, city, state, zipcode }: Address): string {
  const region = [state, zipcode].filter((part) => part?.trim()).join(' ');
  return [street, city, region].filter((part) => part?.trim()).join(', ');
}

function Tags({ values, options }: { values: readonly string[]; options: readonly Option<string>[] }) {
  return (
    <Flex wrap gap={4}>
      {values.map((value) => (
        <Tag key={value} style={{ marginInlineEnd: 0 }}>
          {optionLabel(options, value)}
        </Tag>
      ))}
    </Flex>
  );
}

/** Whether a member filled in anything of their practice: the card is left out for one who did not. */
export function hasPractice(user: User): boolean {
  return Boolean(
    user.practiceName?.trim() ||
      user.practiceType ||
      user.dentalSpecialties.length ||
      user.servicesOffered.length ||
      user.acceptingNewPatients !== null ||
      user.insurancesAccepted.length ||
      user.languagesSpoken.length ||
      user.practiceLocations.length,
  );
}

/**
 * The member's practice as colleagues see it beside the profile card: name and type, specialties, services,
 * whether new patients are accepted, insurances, languages, the primary location and, on demand, the others.
 */
export function PracticeCard({ user }: { user: User }) {
  const [showAll, setShowAll] = useState(false);
  if (!hasPractice(user)) return null;
  const primary = primaryPracticeLocation(user.practiceLocations);
  const others = user.practiceLocations.filter((location) => location !== primary);
  const items: NonNullable<DescriptionsProps['items']> = [];
  const add = (key: string, label: string, shown: unknown, children: ReactNode) => {
    if (shown) items.push({ key, label, children });
  };
  add('name', 'Practice', user.practiceName?.trim(), user.practiceName);
  add('type', 'Type', user.practiceType, optionLabel(practiceTypeOptions, user.practiceType));
  add('specialties', 'Specialties', user.dentalSpecialties.length, <Tags values={user.dentalSpecialties} options={practiceSpecialtyOptions} />);
  add('services', 'Services', user.servicesOffered.length, <Tags values={user.servicesOffered} options={serviceOptions} />);
  add(
    'patients',
    'New patients',
    user.acceptingNewPatients !== null,
    user.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients',
  );
  add('insurances', 'Insurances', user.insurancesAccepted.length, <Tags values={user.insurancesAccepted} options={insuranceOptions} />);
  add('languages', 'Languages', user.languagesSpoken.length, <Tags values={user.languagesSpoken} options={languageOptions} />);
  add('primary', 'Primary location', primary, primary && <address style={{ fontStyle: 'normal' }}>{addressLine(primary)}</address>);

  return (
    <Card title="Practice" aria-label="Practice">
      <Descriptions column={1} size="small" items={items} />
      {others.length > 0 && (
        <Flex vertical gap={6} style={{ marginTop: 8 }}>
          <Button
            type="link"
            aria-expanded={showAll}
            onClick={() => setShowAll((shown) => !shown)}
            style={{ padding: 0, alignSelf: 'flex-start', minHeight: 44 }}
          >
            {showAll
              ? 'Hide other locations'
              : `Show ${others.length} other location${others.length === 1 ? '' : 's'}`}
          </Button>
          {showAll && (
            <ul aria-label="Other locations" style={{ margin: 0, paddingInlineStart: 20 }}>
              {others.map((location, index) => (
                <li key={index}>
                  <Text>{addressLine(location)}</Text>
                </li>
              ))}
            </ul>
          )}
        </Flex>
      )}
    </Card>
  );
}
