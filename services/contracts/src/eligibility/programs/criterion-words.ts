import type { Language } from '../../common/language';
import type { EligibilityAnswers } from '../eligibility.schemas';
import type { PaidCareProgram, YesNoUnknown } from './program.schema';

type Relationship = EligibilityAnswers['relationship'];
type Condition = EligibilityAnswers['condition'];
type LevelOfCare = PaidCareProgram['serves']['levelOfCare']['value'];

/** The words of a program's reasons in one language (match-programs.ts picks them). */
export interface CriterionWords {
  /** Who the caregiver would be, by whom they care for. */
  who: Record<Relationship, string>;
  thisProgram: string;
  payee: (where: string, who: string, said: string) => string;
  said: Record<YesNoUnknown, string>;
  medicaid: {
    notNeeded: string;
    has: string;
    hasUnknownRule: string;
    unknownRule: string;
    ssi: string;
    missing: string;
  };
  age: {
    unknown: string;
    any: string;
    met: (minimum: number) => string;
    notMet: (minimum: number) => string;
    check: (minimum: number) => string;
  };
  levelOfCare: Record<LevelOfCare, string>;
  condition: Record<Condition, string>;
  conditionOr: string;
  conditions: {
    met: (names: string) => string;
    check: (names: string) => string;
    notMet: (names: string) => string;
  };
  veteran: { met: string; not_met: string; unknown: string };
}

const english: CriterionWords = {
  who: {
    spouse: 'a spouse',
    parent: 'an adult child caring for a parent',
    grandparent: 'a grandchild',
    adult_child: 'a parent caring for an adult child',
    other_family: 'a relative',
    friend: 'a friend or neighbor',
  },
  thisProgram: 'This program',
  payee: (where, who, said) => `${where} lets ${who} be paid here: ${said}.`,
  said: { yes: 'yes', no: 'no', unknown: "we don't know yet — ask the agency" },
  medicaid: {
    notNeeded: 'Medicaid is not needed.',
    has: 'The person you care for gets Medicaid: met.',
    hasUnknownRule: 'They get Medicaid; whether this program needs it, we do not know yet.',
    unknownRule: 'Whether this program needs Medicaid: we do not know yet.',
    ssi: 'Needs Medicaid. SSI usually comes with Medicaid: check that they have it.',
    missing:
      'Needs Medicaid, which they do not get yet. They may qualify: the state Medicaid office can tell you.',
  },
  age: {
    unknown: 'The ages it serves: we do not know yet.',
    any: 'Serves people of any age: met.',
    met: (minimum) => `Serves people ${minimum} or older: met.`,
    notMet: (minimum) => `Serves people ${minimum} or older: not met.`,
    check: (minimum) =>
      `Serves people ${minimum} or older (or younger with a disability, in some programs): check their age.`,
  },
  levelOfCare: {
    nursing_home: "Needs a nursing-home level of care: we don't know yet — the state assesses it.",
    daily_activities:
      "Needs hands-on help with daily activities (bathing, dressing, eating): we don't know yet — the state assesses it.",
    veteran_assessed: "The veteran's care needs: VA assesses them.",
    unknown: 'The level of care it needs: we do not know yet.',
  },
  condition: {
    dementia: "dementia or Alzheimer's",
    physical_disability: 'a physical disability',
    intellectual_disability: 'an intellectual or developmental disability',
    chronic_illness: 'a chronic illness',
    mental_health: 'a mental health condition',
    aging_related: 'needs that come with age',
    other: 'another condition',
  },
  conditionOr: ' or ',
  conditions: {
    met: (names) => `Serves people with ${names}: met.`,
    check: (names) => `Serves only people with ${names}: check their diagnosis.`,
    notMet: (names) => `Serves only people with ${names}: not met.`,
  },
  veteran: {
    met: 'For veterans and their family caregivers: met.',
    not_met: 'For veterans and their family caregivers only: not met.',
    unknown: 'For veterans and their family caregivers only: did they serve in the military?',
  },
};

const spanish: CriterionWords = {
  who: {
    spouse: 'al cónyuge',
    parent: 'a un hijo adulto que cuida a su padre o su madre',
    grandparent: 'a un nieto o una nieta',
    adult_child: 'al padre o la madre que cuida a un hijo adulto',
    other_family: 'a un familiar',
    friend: 'a un amigo o vecino',
  },
  thisProgram: 'Este programa',
  payee: (where, who, said) => `${where} permite pagarle aquí ${who}: ${said}.`,
  said: { yes: 'sí', no: 'no', unknown: 'todavía no lo sabemos; pregunte a la agencia' },
  medicaid: {
    notNeeded: 'No hace falta Medicaid.',
    has: 'La persona que usted cuida tiene Medicaid: se cumple.',
    hasUnknownRule: 'Tiene Medicaid; todavía no sabemos si este programa lo exige.',
    unknownRule: 'Si este programa exige Medicaid: todavía no lo sabemos.',
    ssi: 'Exige Medicaid. Quien recibe SSI por lo general tiene Medicaid: confirme que lo tenga.',
    missing:
      'Exige Medicaid, que todavía no tiene. Puede que califique: la oficina de Medicaid del estado se lo puede decir.',
  },
  age: {
    unknown: 'Las edades que atiende: todavía no lo sabemos.',
    any: 'Atiende a personas de cualquier edad: se cumple.',
    met: (minimum) => `Atiende a personas de ${minimum} años o más: se cumple.`,
    notMet: (minimum) => `Atiende a personas de ${minimum} años o más: no se cumple.`,
    check: (minimum) =>
      `Atiende a personas de ${minimum} años o más (o más jóvenes con una discapacidad, en algunos programas): revise su edad.`,
  },
  levelOfCare: {
    nursing_home:
      'Exige el nivel de cuidado de un hogar de ancianos: todavía no lo sabemos; lo evalúa el estado.',
    daily_activities:
      'Exige ayuda directa con las actividades diarias (bañarse, vestirse, comer): todavía no lo sabemos; lo evalúa el estado.',
    veteran_assessed: 'Las necesidades de cuidado del veterano: las evalúa el VA.',
    unknown: 'El nivel de cuidado que exige: todavía no lo sabemos.',
  },
  condition: {
    dementia: 'demencia o Alzheimer',
    physical_disability: 'una discapacidad física',
    intellectual_disability: 'una discapacidad intelectual o del desarrollo',
    chronic_illness: 'una enfermedad crónica',
    mental_health: 'una condición de salud mental',
    aging_related: 'necesidades que vienen con la edad',
    other: 'otra condición',
  },
  conditionOr: ' o ',
  conditions: {
    met: (names) => `Atiende a personas con ${names}: se cumple.`,
    check: (names) => `Solo atiende a personas con ${names}: revise su diagnóstico.`,
    notMet: (names) => `Solo atiende a personas con ${names}: no se cumple.`,
  },
  veteran: {
    met: 'Para veteranos y sus cuidadores familiares: se cumple.',
    not_met: 'Solo para veteranos y sus cuidadores familiares: no se cumple.',
    unknown: 'Solo para veteranos y sus cuidadores familiares: ¿sirvió en las fuerzas armadas?',
  },
};

export const CriterionWordsByLanguage: Record<Language, CriterionWords> = {
  en: english,
  'es-US': spanish,
};
