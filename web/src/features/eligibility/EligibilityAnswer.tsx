import { Flex, Select } from 'antd';
import { US_STATES } from '@tend/contracts';
import type { ChangeEvent } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import {
  AgeLabels,
  BenefitLabels,
  ConditionLabels,
  RelationshipLabels,
  StateNames,
  ZIP_LENGTH,
  type BenefitValue,
  type EligibilityDraft,
  type EligibilityStepName,
} from './eligibility-questions';

const options = <V extends string>(labels: Record<V, string>) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));

const stateOptions = US_STATES.map((code) => ({
  value: code,
  label: `${StateNames[code]} (${code})`,
}));

/** How a question is answered: choices, the state list or the zip code. */
export function EligibilityAnswer({
  name,
  draft,
  headingId,
  describedBy,
  invalid,
  choose,
  onBenefits,
  onZip,
}: {
  name: EligibilityStepName;
  draft: EligibilityDraft;
  headingId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** A single choice, which moves on by itself. */
  choose: (patch: Partial<EligibilityDraft>) => void;
  onBenefits: (benefits: BenefitValue[]) => void;
  onZip: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  switch (name) {
    case 'relationship':
      return (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={invalid}
          choices={options(RelationshipLabels)}
          value={draft.relationship}
          onChange={(relationship) => choose({ relationship })}
          columns={2}
        />
      );
    case 'benefits':
      return (
        <Flex vertical gap="small">
          <p className="muted eligibility__hint">Choose all that apply.</p>
          <ChoiceGroup<BenefitValue>
            multiple
            labelledBy={headingId}
            describedBy={describedBy}
            invalid={invalid}
            choices={options(BenefitLabels)}
            value={draft.benefits}
            onChange={onBenefits}
            columns={2}
          />
        </Flex>
      );
    case 'age':
      return (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={invalid}
          choices={options(AgeLabels)}
          value={draft.age}
          onChange={(age) => choose({ age })}
        />
      );
    case 'state':
      return (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          size="large"
          style={{ width: '100%' }}
          placeholder="Choose your state"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          status={invalid ? 'error' : undefined}
          options={stateOptions}
          value={draft.state}
          onChange={(state) => choose({ state })}
        />
      );
    case 'zipCode':
      return (
        <input
          className="native-input eligibility__zip"
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder="e.g. 07102"
          value={draft.zipCode}
          onChange={onZip}
        />
      );
    case 'condition':
      return (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={invalid}
          choices={options(ConditionLabels)}
          value={draft.condition}
          onChange={(condition) => choose({ condition })}
          columns={2}
        />
      );
    case 'results':
      return null;
  }
}
