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

interface VoiceToast {
  title: string;
  description: string;
}

/** docs/product-spec.md: the browser has no speech recognition. */
const UNAVAILABLE: VoiceToast = {
  title: 'Voice Recognition Unavailable',
  description: 'Voice input is not supported in your browser.',
};
/** docs/product-spec.md: speech was not recognized (none heard, or a passing fault). */
const NOT_RECOGNIZED: VoiceToast = {
  title: 'Voice Recognition Error',
  description: 'Failed to recognize speech. Please try again.',
};
const MICROPHONE_BLOCKED: VoiceToast = {
  title: 'Microphone Blocked',
  description:
    "Microphone access is blocked. Allow it in your browser's site settings, or type your message.",
};
const NO_MICROPHONE: VoiceToast = {
  title: 'No Microphone',
  description: 'No microphone was found. Connect one, or type your message.',
};

/**
 * What is true for a recognition error (Web Speech API error codes): a browser without a speech
 * service (Chromium without Google's, which fails with `network` or `service-not-allowed`) has no
 * voice input, whatever trying again would do; a refused or missing microphone says so.
 */
export function voiceErrorToast(error: string): VoiceToast {
  switch (error) {
    case 'network':
    case 'service-not-allowed':
    case 'language-not-supported':
      return UNAVAILABLE;
    case 'not-allowed':
      return MICROPHONE_BLOCKED;
    case 'audio-capture':
      return NO_MICROPHONE;
    default:
      return NOT_RECOGNIZED;
  }
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
      toast({ ...UNAVAILABLE, variant: 'destructive' });
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
      toast({ ...voiceErrorToast(event.error), variant: 'destructive' });
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
      toast({ ...NOT_RECOGNIZED, variant: 'destructive' });
    }
  }, [toast]);

  return { listening, toggle };
}
