import { answersFromResultsLink, type EligibilityAnswers } from '@tend/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * A results link (the e-mailed results' button carries the answers in its query) opens those
 * results once; the address then reads plain /eligibility, so a reload keeps what she does next.
 */
export function useResultsLink(show: (answers: EligibilityAnswers) => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const answers = answersFromResultsLink(params);
    if (!answers) return;
    show(answers);
    void navigate('/eligibility', { replace: true });
  }, [params, navigate, show]);
}
