import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Col, Empty, Flex, Radio, Row, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text } from '@/components/ui/typography';
import { useForm, useWatch } from 'react-hook-form';
import type { NpiMatch, NpiSearch } from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { toast } from '@/lib/toast';
import { useDiscoverAccount } from '../api/discover-account';
import { npiFoundText, npiSearchFormSchema } from './activation-wizard-state';
import { stableName } from './stable-name';

/** The search by name and location: each field with its autofill and example. */
const nameSearchFields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name', placeholder: 'Sarah' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name', placeholder: 'Chen' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', placeholder: 'Chicago' },
  { name: 'state', label: 'State', autoComplete: 'address-level1', placeholder: 'IL' },
] as const satisfies readonly { name: keyof NpiSearch; label: string; autoComplete: string; placeholder: string }[];

export interface NpiDiscoveryStepProps {
  onSelect: (match: NpiMatch) => void;
  onSkip: () => void;
}

/** Step 1: search the NPI registry by number or by name and location; pick a record or skip. */
export function NpiDiscoveryStep({ onSelect, onSkip }: NpiDiscoveryStepProps) {
  const { trigger, data: matches, isMutating, reset } = useDiscoverAccount();
  const { control, handleSubmit } = useForm<NpiSearch>({
    resolver: yupResolver(npiSearchFormSchema),
    defaultValues: { searchType: 'npi', npiNumber: '', firstName: '', lastName: '', city: '', state: '' },
  });
  const searchType = useWatch({ control, name: 'searchType' });

  const search = async (values: NpiSearch) => {
    try {
      const found = await trigger(values, { throwOnError: true });
      if (found.length === 0) {
        toast({
          title: 'No Records Found',
          description: 'No matching NPI records found. You can still create an account.',
        });
      } else {
        toast({ title: 'NPI Records Found', description: npiFoundText(found.length) });
      }
    } catch {
      toast({
        title: 'Search Failed',
        description: 'Unable to search NPI records. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Paragraph type="secondary">
        Find your record in the national provider registry (NPI) to fill in your professional details, or skip
        this step.
      </Paragraph>
      <RhfForm aria-label="NPI search" onSubmit={handleSubmit(search)}>
        <FormField
          control={control}
          name="searchType"
          label="Search method"
          render={(field) => (
            <Radio.Group
              id={field.id}
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                reset();
              }}
              optionType="button"
              buttonStyle="solid"
              options={[
                { label: 'NPI Number', value: 'npi' },
                { label: 'Name & Location', value: 'name' },
              ]}
            />
          )}
        />
        {searchType === 'npi' ? (
          <InputField
            control={control}
            name="npiNumber"
            label="NPI"
            inputMode="numeric"
            maxLength={10}
            placeholder="Enter your 10-digit NPI number"
            autoComplete="off"
          />
        ) : (
          <Row gutter={12}>
            {nameSearchFields.map(({ name, label, autoComplete, placeholder }) => (
              <Col key={name} xs={24} sm={12}>
                <InputField
                  control={control}
                  name={name}
                  label={label}
                  autoComplete={autoComplete}
                  placeholder={placeholder}
                />
              </Col>
            ))}
          </Row>
        )}
        <Flex gap={8} wrap>
          <Button
            type="primary"
            htmlType="submit"
            loading={isMutating}
            {...stableName('Search NPI Records', isMutating)}
          >
            Search NPI Records
          </Button>
          <Button onClick={onSkip} disabled={isMutating}>
            Skip
          </Button>
        </Flex>
      </RhfForm>

      {matches && (
        <section aria-label="NPI search results" style={{ marginTop: 24 }}>
          {matches.length === 0 ? (
            <Empty description="No matching NPI records found. You can still create an account." />
          ) : (
            <Flex vertical gap={12}>
              <Text type="secondary">Select your record to continue.</Text>
              {matches.map((match) => (
                <NpiMatchCard key={match.npi} match={match} onSelect={() => onSelect(match)} />
              ))}
            </Flex>
          )}
        </section>
      )}
    </>
  );
}

/** One result card: name, specialty, address, city, state, NPI. The whole card selects the record. */
function NpiMatchCard({ match, onSelect }: { match: NpiMatch; onSelect: () => void }) {
  const name = [match.firstName, match.lastName].filter(Boolean).join(' ');
  return (
    <Card
      hoverable
      size="small"
      role="button"
      // Named by its content, so what a member sees is what a screen reader says (WCAG 2.5.3).
      tabIndex={0}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
    >
      <Text strong>{name}</Text>
      {match.specialty && (
        <div>
          <Text>{match.specialty}</Text>
        </div>
      )}
      <div>
        <Text type="secondary">
          {[match.address, match.city, match.state].filter(Boolean).join(', ')}
        </Text>
      </div>
      <div>
        <Text type="secondary">NPI: {match.npi}</Text>
      </div>
      {match.claimed && (
        <Paragraph style={{ margin: '8px 0 0' }}>
          <Tag color="warning">Already claimed</Tag>
          A DocNet member has claimed this NPI. If it is yours, select it: your account is created without it, and you
          prove it with a code sent to the phone the NPI registry lists for the practice.
        </Paragraph>
      )}
    </Card>
  );
}
