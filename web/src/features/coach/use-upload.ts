import { fileTooLargeMessage, UnsupportedFileMessage } from '@tend/contracts';
import { useCallback, useState } from 'react';
import {
  ApiCallError,
  apiErrorFromResponse,
  networkError,
  serverMessage,
} from '../../lib/api-error';
import { usePublicConfig } from '../config/config.api';
import { useToast } from '../toasts/use-toast';
import { useRequestUploadMutation } from './coach.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/** What the file picker offers: images, PDF, Word (doc, docx) and plain text (docs/product-spec.md section 5). */
export const ACCEPTED_FILES = 'image/*,.pdf,.doc,.docx,.txt,application/pdf,text/plain';
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif|webp|heic|heif|pdf|docx?|txt)$/i;
const ACCEPTED_TYPES =
  /^(image\/.+|application\/pdf|application\/msword|application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document|text\/plain)$/;

export function isAcceptedFile(file: { name: string; type: string }): boolean {
  return ACCEPTED_TYPES.test(file.type) || ACCEPTED_EXTENSIONS.test(file.name);
}

export function isTooLarge(size: number, maxMb: number): boolean {
  return size > maxMb * 1024 * 1024;
}

/** PUTs the file to its signed link, reporting progress (0-100). */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else
        reject(
          new ApiCallError(apiErrorFromResponse(xhr.status, xhr.responseText, xhr.statusText)),
        );
    };
    xhr.onerror = () => reject(new ApiCallError(networkError('The upload was cut off.')));
    xhr.send(file);
  });
}

export interface UploadState {
  filename: string;
  percent: number;
}

/**
 * Upload on choosing a file: checked for size and type, a signed link asked for, the file PUT to
 * it with progress; the attachment kept is 'the link's path|filename'.
 */
export function useUpload(onAttached: (attachment: string) => void) {
  const { config } = usePublicConfig();
  const [requestUpload] = useRequestUploadMutation();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const toast = useToast();
  const t = useT();
  const maxMb = config.maxUploadMb;

  const start = useCallback(
    async (file: File) => {
      if (isTooLarge(file.size, maxMb)) {
        toast({
          title: t('coach.upload.tooLarge'),
          description: fileTooLargeMessage(maxMb),
          variant: 'destructive',
        });
        return;
      }
      if (!isAcceptedFile(file)) {
        toast({
          title: t('coach.upload.failed'),
          description: UnsupportedFileMessage,
          variant: 'destructive',
        });
        return;
      }
      setUpload({ filename: file.name, percent: 0 });
      try {
        const grant = await requestUpload().unwrap();
        await putFile(grant.uploadURL, file, (percent) =>
          setUpload({ filename: file.name, percent }),
        );
        const path = new URL(grant.uploadURL, window.location.origin).pathname;
        onAttached(`${path}|${file.name}`);
        toast({ title: t('coach.upload.success'), description: file.name, variant: 'success' });
      } catch (error) {
        // The server's own limit may be lower than the one this page knew: same words as ours.
        const tooLarge = error instanceof ApiCallError && error.status === 413;
        toast({
          title: t(tooLarge ? 'coach.upload.tooLarge' : 'coach.upload.failed'),
          description: tooLarge
            ? fileTooLargeMessage(maxMb)
            : serverMessage(error) || t('coach.upload.failedText'),
          variant: 'destructive',
        });
      } finally {
        setUpload(null);
      }
    },
    [maxMb, onAttached, requestUpload, toast, t],
  );

  return { upload, start, maxMb };
}
