import './step-progress.css';

/** 'Step n of m' with a bar; the bar is decorative, the text is what assistive tech reads. */
export function StepProgress({
  current,
  total,
  label,
}: {
  current: number;
  total: number;
  /** 'Step 2 of 5', in the reader's language. */
  label: string;
}) {
  const text = label;
  return (
    <div className="step-progress">
      <span className="step-progress__label">{text}</span>
      <span className="step-progress__track" aria-hidden>
        <span style={{ width: `${Math.min(100, (current / total) * 100)}%` }} />
      </span>
    </div>
  );
}
