import type { Localized } from '@tend/contracts';

type Tip = Localized<{ title: string; body: string }>;

/** Weekly check-in tips: practical, kind, no medical advice. One a week, in turn. */
export const checkInTips: readonly Tip[] = [
  {
    en: {
      title: 'Your weekly tip: five minutes for you',
      body: 'Caring for someone is easier when you are cared for too. This week, pick one small thing just for you (a walk, a call with a friend, a cup of tea outside) and put it in your calendar like any other appointment.',
    },
    'es-US': {
      title: 'Su consejo de la semana: cinco minutos para usted',
      body: 'Cuidar a alguien es más fácil cuando usted también se cuida. Esta semana, elija una cosa pequeña solo para usted (una caminata, una llamada con una amiga, un café afuera) y apúntela en su calendario como cualquier otra cita.',
    },
  },
  {
    en: {
      title: 'Your weekly tip: make falls less likely',
      body: 'Most falls happen at home. A quick walk-through can help: clear loose rugs and cords, add night lights between the bedroom and the bathroom, and make sure everyday things are within easy reach.',
    },
    'es-US': {
      title: 'Su consejo de la semana: menos riesgo de caídas',
      body: 'La mayoría de las caídas pasan en casa. Una revisión rápida ayuda: quite alfombras sueltas y cables del paso, ponga lucecitas de noche entre el cuarto y el baño, y deje las cosas de todos los días a la mano.',
    },
  },
  {
    en: {
      title: 'Your weekly tip: keep medicines straight',
      body: 'A weekly pill organizer and one up-to-date medicine list (with doses and who prescribed them) can prevent mix-ups. Bring the list to every appointment, and ask the pharmacist if anything looks off.',
    },
    'es-US': {
      title: 'Su consejo de la semana: las medicinas en orden',
      body: 'Un pastillero semanal y una sola lista de medicinas al día (con las dosis y quién las recetó) ayudan a evitar confusiones. Lleve la lista a cada cita y pregúntele al farmacéutico si algo no le parece bien.',
    },
  },
  {
    en: {
      title: 'Your weekly tip: it is okay to ask for help',
      body: 'Write down three tasks someone else could do: a meal, a pharmacy run, an hour of company. When people ask how they can help, you will have an answer ready.',
    },
    'es-US': {
      title: 'Su consejo de la semana: está bien pedir ayuda',
      body: 'Apunte tres tareas que otra persona podría hacer: una comida, ir a la farmacia, una hora de compañía. Cuando le pregunten cómo pueden ayudar, ya tendrá la respuesta.',
    },
  },
];

/** The tip for a given week number (any integer), in every language. */
export function tipForWeek(week: number): Tip {
  const index = ((week % checkInTips.length) + checkInTips.length) % checkInTips.length;
  return checkInTips[index];
}
