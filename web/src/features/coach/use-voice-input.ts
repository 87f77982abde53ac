import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../toasts/use-toast';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import '../../i18n/parts/coach';

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
  title: MessageId;
  description: MessageId;
}

/** docs/product-spec.md: the browser has no speech recognition. */
const UNAVAILABLE: VoiceToast = {
  title: 'coach.voice.unavailable.title',
  description: 'coach.voice.unavailable.text',
};
/** docs/product-spec.md: speech was not recognized (none heard, or a passing fault). */
const NOT_RECOGNIZED: VoiceToast = {
  title: 'coach.voice.notRecognized.title',
  description: 'coach.voice.notRecognized.text',
};
const MICROPHONE_BLOCKED: VoiceToast = {
  title: 'coach.voice.blocked.title',
  description: 'coach.voice.blocked.text',
};
const NO_MICROPHONE: VoiceToast = {
  title: 'coach.voice.noMicrophone.title',
  description: 'coach.voice.noMicrophone.text',
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

/** The language speech is heard in: the interface's, US English or US Spanish. */
export const listeningLanguage = (language: Language): string =>
  language === 'es-US' ? 'es-US' : 'en-US';

/**
 * Voice input with the browser's speech recognition: in the interface's language (US English or
 * US Spanish), one utterance, the words handed to `onText` to be appended to the message.
 */
export function useVoiceInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  const toast = useToast();
  const { t, language } = useLanguage();
  onTextRef.current = onText;
  const say = useCallback(
    ({ title, description }: VoiceToast) =>
      toast({ title: t(title), description: t(description), variant: 'destructive' }),
    [toast, t],
  );

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Ctor = recognitionClass();
    if (!Ctor) {
      say(UNAVAILABLE);
      return;
    }
    const r = new Ctor();
    r.lang = listeningLanguage(language);
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
      say(voiceErrorToast(event.error));
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
      say(NOT_RECOGNIZED);
    }
  }, [say, language]);

  return { listening, toggle };
}
