import { Flex, Select } from 'antd';
import { stateNameIn, US_STATES } from '@tend/contracts';
import type { ChangeEvent } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import {
  AgeLabels,
  BenefitLabels,
  ConditionLabels,
  RelationshipLabels,
  ZIP_LENGTH,
  type BenefitValue,
  type EligibilityDraft,
  type EligibilityStepName,
} from './eligibility-questions';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import '../../i18n/parts/eligibility';

const options = <V extends string>(labels: Record<V, MessageId>, t: (id: MessageId) => string) =>
  (Object.keys(labels) as V[]).map((value) => ({ value, label: t(labels[value]) }));

/** The states by their names in the reader's language, in that language's alphabetical order. */
const stateOptions = (language: Language) =>
  US_STATES.map((code) => ({
    value: code,
    label: `${stateNameIn(code, language)} (${code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, language));

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
  const { t, language } = useLanguage();
  switch (name) {
    case 'relationship':
      return (
        <ChoiceGroup
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={invalid}
          choices={options(RelationshipLabels, t)}
          value={draft.relationship}
          onChange={(relationship) => choose({ relationship })}
          columns={2}
        />
      );
    case 'benefits':
      return (
        <Flex vertical gap="small">
          <p className="muted eligibility__hint">{t('eligibility.benefits.hint')}</p>
          <ChoiceGroup<BenefitValue>
            multiple
            labelledBy={headingId}
            describedBy={describedBy}
            invalid={invalid}
            choices={options(BenefitLabels, t)}
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
          choices={options(AgeLabels, t)}
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
          placeholder={t('eligibility.state.placeholder')}
          aria-labelledby={headingId}
          aria-describedby={describedBy}
          status={invalid ? 'error' : undefined}
          options={stateOptions(language)}
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
          placeholder={t('eligibility.zip.placeholder')}
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
          choices={options(ConditionLabels, t)}
          value={draft.condition}
          onChange={(condition) => choose({ condition })}
          columns={2}
        />
      );
    case 'results':
      return null;
  }
}
