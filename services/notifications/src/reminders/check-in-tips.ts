/** Weekly check-in tips: practical, kind, no medical advice. One a week, in turn. */
export const checkInTips: readonly { title: string; body: string }[] = [
  {
    title: 'Your weekly check-in: five minutes for you',
    body: 'Caring for someone is easier when you are cared for too. This week, pick one small thing just for you (a walk, a call with a friend, a cup of tea outside) and put it in your calendar like any other appointment.',
  },
  {
    title: 'Your weekly check-in: make falls less likely',
    body: 'Most falls happen at home. A quick walk-through can help: clear loose rugs and cords, add night lights between the bedroom and the bathroom, and make sure everyday things are within easy reach.',
  },
  {
    title: 'Your weekly check-in: keep medicines straight',
    body: 'A weekly pill organizer and one up-to-date medicine list (with doses and who prescribed them) can prevent mix-ups. Bring the list to every appointment, and ask the pharmacist if anything looks off.',
  },
  {
    title: 'Your weekly check-in: it is okay to ask for help',
    body: 'Write down three tasks someone else could do: a meal, a pharmacy run, an hour of company. When people ask how they can help, you will have an answer ready.',
  },
];

/** The tip for a given week number (any integer). */
export function tipForWeek(week: number): { title: string; body: string } {
  const index = ((week % checkInTips.length) + checkInTips.length) % checkInTips.length;
  return checkInTips[index];
}
