/** What code-words.test.ts must catch: English written into code (never imported by the app). */
export function Fixture({
  toast,
}: {
  toast: (words: { title: string; description: string }) => void;
}) {
  toast({ title: 'Saved', description: 'All done.' });
  return (
    <form>
      <p>Hello there</p>
      <button type="button" aria-label="Close">
        Tend
      </button>
      <input placeholder={'Your name'} />
      <span>24/7</span>
    </form>
  );
}
