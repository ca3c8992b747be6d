import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Flex, Input, Row, Tag } from 'antd';
import { Card } from '@/components/ui/card';
import { Title } from '@/components/ui/typography';
import { useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import {
  AddressCheckMessages,
  addressesSchema,
  checkAddress,
  DEFAULT_COUNTRY,
  MAX_PRACTICE_LOCATIONS,
  setPrimaryLocation,
  type AddressesInput,
  type AddressInput,
  type User,
} from '@docnet/contracts';
import { FormField } from '@/components/form/form-field';
import { InputField } from '@/components/form/input-field';
import { RhfForm } from '@/components/form/rhf-form';
import { schemaResolver } from '@/components/form/schema-resolver';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/save-profile';
import { addressesDefaults, addressesPayload, emptyAddress } from '../utils/profile-forms';
import { SaveTabButton } from './save-tab-button';

/** A check's outcome: valid, incomplete, refused by the save's rules (with their message), or failed. */
type CheckResult = { result: 'valid' } | { result: 'incomplete' } | { result: 'invalid'; message: string } | { result: 'error' };

/**
 * Addresses & Locations tab: the mailing address plus up to 10 practice locations,
 * each with the completeness check; 'Set as Primary'; remove only when more than one; saving is blocked
 * while any checked address is incomplete. PATCH /api/profile/addresses {mailingAddress, practiceLocations}.
 */
export function AddressesForm({ user }: { user: User }) {
  const { save, isSaving } = useSaveProfile(user.id, 'addresses');
  const [checks, setChecks] = useState<Record<string, CheckResult>>({});
  const { control, handleSubmit, getValues } = useForm<AddressesInput>({
    resolver: schemaResolver<AddressesInput>(addressesSchema),
    defaultValues: addressesDefaults(user),
    mode: 'onTouched',
  });
  const { fields, append, replace } = useFieldArray({ control, name: 'practiceLocations' });
  const locations = useWatch({ control, name: 'practiceLocations' }) ?? [];

  function check(key: string, address: AddressInput | null | undefined): void {
    try {
      const checked = checkAddress(address);
      setChecks((current) => ({ ...current, [key]: checked }));
      if (checked.result !== 'valid') {
        const description = checked.result === 'invalid' ? checked.message : AddressCheckMessages.incomplete;
        toast({ title: 'Validation Error', description, variant: 'destructive' });
      }
    } catch (error) {
      console.error(AddressCheckMessages.failed, error);
      setChecks((current) => ({ ...current, [key]: { result: 'error' } }));
    }
  }

  function addLocation(): void {
    const current = getValues('practiceLocations');
    if (current.length >= MAX_PRACTICE_LOCATIONS) {
      toast({
        title: 'Maximum Locations Reached',
        description: 'You can have a maximum of 10 practice locations.',
        variant: 'destructive',
      });
      return;
    }
    append(emptyAddress('practice', current.length === 0));
  }

  function setPrimary(index: number): void {
    replace(setPrimaryLocation(getValues('practiceLocations'), index));
  }

  function removeLocation(index: number): void {
    const current = getValues('practiceLocations');
    if (current.length <= 1) return;
    const remaining = current.filter((_, position) => position !== index);
    const primary = remaining.findIndex((location) => location.isPrimary);
    replace(setPrimaryLocation(remaining, primary >= 0 ? primary : 0));
    setChecks({});
  }

  const submit = handleSubmit(async (values) => {
    await save(addressesPayload(values));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const values = getValues();
    const results: Record<string, CheckResult> = {};
    // The mailing address is checked only when its street is filled.
    if (values.mailingAddress?.street?.trim()) results.mailing = checkAddress(values.mailingAddress);
    values.practiceLocations.forEach((location, index) => {
      results[fields[index]?.id ?? String(index)] = checkAddress(location);
    });
    setChecks(results);
    if (Object.values(results).some((checked) => checked.result !== 'valid')) {
      toast({ title: 'Validation Error', description: AddressCheckMessages.blocked, variant: 'destructive' });
      return;
    }
    void submit(event);
  }

  return (
    <RhfForm aria-label="Addresses & Locations" onSubmit={onSubmit}>
      <Flex vertical gap={16}>
        <Card size="small" title="Mailing Address">
          <AddressFields control={control} prefix="mailingAddress" />
          <CheckRow check={checks.mailing} onCheck={() => check('mailing', getValues('mailingAddress'))} />
        </Card>

        <Flex justify="space-between" align="center">
          <Title level={4} style={{ margin: 0 }}>
            Practice Locations
          </Title>
          <Button onClick={addLocation}>
            Add Location ({fields.length}/{MAX_PRACTICE_LOCATIONS})
          </Button>
        </Flex>

        {fields.map((field, index) => {
          const isPrimary = !!locations[index]?.isPrimary;
          return (
            <Card
              key={field.id}
              size="small"
              title={
                <Flex align="center" gap={8}>
                  Practice Location {index + 1}
                  {isPrimary && <Tag color="blue">Primary</Tag>}
                </Flex>
              }
              extra={
                <Flex gap={8}>
                  {!isPrimary && (
                    <Button size="small" onClick={() => setPrimary(index)}>
                      Set as Primary
                    </Button>
                  )}
                  {fields.length > 1 && (
                    <Button size="small" danger onClick={() => removeLocation(index)}>
                      Remove
                    </Button>
                  )}
                </Flex>
              }
            >
              <AddressFields control={control} prefix={`practiceLocations.${index}`} />
              <CheckRow check={checks[field.id]} onCheck={() => check(field.id, getValues(`practiceLocations.${index}`))} />
            </Card>
          );
        })}

        <div>
          <SaveTabButton saving={isSaving} label="Save Addresses" />
        </div>
      </Flex>
    </RhfForm>
  );
}

function CheckRow({ check, onCheck }: { check: CheckResult | undefined; onCheck: () => void }) {
  return (
    <Flex vertical gap={8}>
      <div>
        <Button size="small" onClick={onCheck}>
          Validate Address
        </Button>
      </div>
      {check?.result === 'valid' && <Alert type="success" showIcon message={AddressCheckMessages.valid} />}
      {check?.result === 'incomplete' && <Alert type="error" showIcon message={AddressCheckMessages.incomplete} />}
      {check?.result === 'invalid' && <Alert type="error" showIcon message={check.message} />}
      {check?.result === 'error' && <Alert type="error" showIcon message={AddressCheckMessages.failed} />}
    </Flex>
  );
}

type AddressPrefix = 'mailingAddress' | `practiceLocations.${number}`;

function AddressFields({ control, prefix }: { control: Control<AddressesInput>; prefix: AddressPrefix }) {
  return (
    <Row gutter={12}>
      <Col span={24}>
        <InputField control={control} name={`${prefix}.street`} label="Street Address" />
      </Col>
      <Col xs={24} md={8}>
        <InputField control={control} name={`${prefix}.city`} label="City" />
      </Col>
      <Col xs={12} md={5}>
        <InputField control={control} name={`${prefix}.state`} label="State" />
      </Col>
      <Col xs={12} md={5}>
        <InputField control={control} name={`${prefix}.zipcode`} label="ZIP Code" />
      </Col>
      <Col xs={24} md={6}>
        <FormField control={control} name={`${prefix}.country`} label="Country" render={({ value, ...field }) => <Input {...field} value={value ?? DEFAULT_COUNTRY} disabled />} />
      </Col>
    </Row>
  );
}
