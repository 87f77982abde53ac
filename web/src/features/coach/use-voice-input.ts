import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toasts/use-toast';

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/**
 * Voice input with the browser's speech recognition: US English, one utterance, the words handed
 * to `onText` to be appended to the message.
 */
export function useVoiceInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  const toast = useToast();
  onTextRef.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Ctor = recognitionClass();
    if (!Ctor) {
      toast({
        title: 'Voice Recognition Unavailable',
        description: 'Voice input is not supported in your browser.',
        variant: 'destructive',
      });
      return;
    }
    const r = new Ctor();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript) onTextRef.current(transcript);
    };
    r.onerror = (event) => {
      if (event.error === 'aborted') return;
      toast({
        title: 'Voice Recognition Error',
        description: 'Failed to recognize speech. Please try again.',
        variant: 'destructive',
      });
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    setListening(true);
    try {
      r.start();
    } catch {
      recognition.current = null;
      setListening(false);
      toast({
        title: 'Voice Recognition Error',
        description: 'Failed to recognize speech. Please try again.',
        variant: 'destructive',
      });
    }
  }, [toast]);

  return { listening, toggle };
}
