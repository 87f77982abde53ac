import { lazyPart } from '../../app/lazy-part';
import { markdownBlocks, markdownToPlainText } from './markdown-text';

/** The answer's blocks as plain text, in the same `.markdown` box: what shows before the renderer. */
function PlainAnswer({ text }: { text: string }) {
  return (
    <div className="markdown markdown--plain">
      {markdownBlocks(text)
        .map(markdownToPlainText)
        .filter((block) => block !== '')
        .map((block, index) => (
          <p key={index}>{block}</p>
        ))}
    </div>
  );
}

/**
 * An answer of the coach. The Markdown renderer (react-markdown with remark and micromark) is most
 * of the coach screen's code, so it comes in a chunk of its own once the screen has painted; until
 * it is here an answer shows as its plain text, paragraph by paragraph, so nothing is hidden and
 * nothing moves but the restyling of the text.
 */
export const AnswerMarkdown = lazyPart(
  () => import('./SafeMarkdown').then((module) => module.SafeMarkdown),
  PlainAnswer,
);
