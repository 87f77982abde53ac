/**
 * A quick question tapped on the coach's shell (the frame the gateway sends before any script,
 * src/prerender/signed-in-shells.ts) in the moments between the entry running and the app drawing
 * the coach: kept here, in the entry, and asked by the coach once it is drawn (CoachPage), rather
 * than lost with the shell.
 */
let tapped: string | null = null;

/** Keeps the question of a quick-question button tapped inside `shell` until the app takes it. */
export function keepQuestionTappedEarly(shell: HTMLElement): void {
  shell.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.quick-question');
    if (button?.textContent) tapped = button.textContent;
  });
}

/** The question tapped on the shell, once: null when none was. */
export function takeQuestionTappedEarly(): string | null {
  const question = tapped;
  tapped = null;
  return question;
}
